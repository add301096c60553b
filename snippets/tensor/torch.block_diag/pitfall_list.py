import torch

blocks = [torch.ones(2, 2), torch.full((1, 1), 5.0)]
print(torch.block_diag(*blocks))
torch.block_diag(blocks)
