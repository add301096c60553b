import torch

x = torch.arange(6).reshape(2, 3)
print(torch.flip(x, (0,)))
torch.flip(x, 0)
