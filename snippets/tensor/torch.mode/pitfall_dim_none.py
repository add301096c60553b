import torch

x = torch.tensor([[1, 2], [2, 2]])
print(x.flatten().mode().values)
torch.mode(x, dim=None)
