import torch

codes = torch.tensor([-3, 0, 2, 5])
print(torch.nn.Hardshrink(1.0)(codes.float()))
torch.nn.Hardshrink(1.0)(codes)
