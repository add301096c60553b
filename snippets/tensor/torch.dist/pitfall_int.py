import torch

a = torch.tensor([0, 0])
b = torch.tensor([3, 4])
print(torch.dist(a.float(), b.float()))
torch.dist(a, b)
