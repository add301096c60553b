import torch

x = torch.ones(2, 3, 4)
y = torch.ones(4, 3)
print(torch.tensordot(x, y, dims=1).shape)
torch.tensordot(x, y)                     # the default dims=2 pairs (3, 4) with (4, 3)
