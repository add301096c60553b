import torch

x = torch.tensor([1, 2, 10])
print(torch.acosh(x))
x.acosh_()
