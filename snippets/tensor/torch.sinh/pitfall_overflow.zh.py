import torch

x = torch.tensor([80.0, 89.0, 90.0])
print(torch.sinh(x))              # float32 在约 89.4 以上溢出为 inf
print(torch.sinh(x.double()))     # float64 仍是有限值
print(torch.asinh(torch.sinh(x))) # 往返不再成立
