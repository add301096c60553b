import torch

x = torch.tensor([0, 1, 2])
print(torch.atan(x))
x.atan_()
