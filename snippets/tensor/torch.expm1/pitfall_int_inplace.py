import torch

x = torch.tensor([0, 1, 2])
print(torch.expm1(x))
x.expm1_()
