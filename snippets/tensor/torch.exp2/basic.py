import torch

print(torch.exp2(torch.tensor([0.0, 1.0, 10.0, -1.0, 0.5])))
print(torch.tensor([3, 10]).exp2())               # integer input gives float32
print(torch.exp2(torch.tensor([127.0, 128.0])))   # float32 overflows to inf at 128
print(torch.special.exp2(torch.tensor([4.0])))    # the same function
