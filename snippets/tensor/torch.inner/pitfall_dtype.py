import torch

a = torch.tensor([1, 2, 3])               # int64
b = torch.tensor([0.5, 0.5, 0.5])
print(torch.inner(a.float(), b))
torch.inner(a, b)                         # no type promotion
