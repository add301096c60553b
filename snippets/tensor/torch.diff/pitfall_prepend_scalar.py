import torch

x = torch.tensor([1, 4, 9])

print(torch.diff(x, prepend=torch.tensor([0])))   # a one-element tensor works
torch.diff(x, prepend=0)                          # NumPy accepts a scalar, torch does not
