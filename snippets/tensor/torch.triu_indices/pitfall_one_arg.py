import torch

print(torch.triu_indices(4, 4, offset=1).shape)
torch.triu_indices(4, offset=1)               # col is required, even for a square matrix
