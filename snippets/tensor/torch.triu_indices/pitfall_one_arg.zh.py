import torch

print(torch.triu_indices(4, 4, offset=1).shape)
torch.triu_indices(4, offset=1)               # col 必填，方阵也一样
