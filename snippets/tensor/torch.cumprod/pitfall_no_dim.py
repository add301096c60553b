import torch

x = torch.tensor([1.0, 2.0, 3.0])
print(torch.cumprod(x, dim=0))
torch.cumprod(x)
