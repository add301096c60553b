import torch

x = torch.tensor([2.0, -4.0, 0.5])
print(torch.reciprocal(x))                   # 1 / x

print(torch.tensor([2, 4]).reciprocal())     # integer input: float32 result, not 0
print(torch.reciprocal(torch.tensor([0.0, -0.0])))

x.reciprocal_()                              # in place on a float tensor
print(x)
