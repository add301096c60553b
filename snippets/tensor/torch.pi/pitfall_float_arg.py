import torch

print(torch.sin(torch.tensor(torch.pi / 2)))
torch.sin(torch.pi / 2)                     # a Python float, not a tensor
