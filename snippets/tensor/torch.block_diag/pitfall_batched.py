import torch

heads = torch.ones(4, 2, 2)       # a stack of blocks in one tensor
torch.block_diag(heads)
