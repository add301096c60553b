import torch

print(torch.exp2(torch.tensor([0.0, 1.0, 10.0, -1.0, 0.5])))
print(torch.tensor([3, 10]).exp2())               # 整数输入得到 float32
print(torch.exp2(torch.tensor([127.0, 128.0])))   # float32 在 128 处溢出为 inf
print(torch.special.exp2(torch.tensor([4.0])))    # 同一个函数
