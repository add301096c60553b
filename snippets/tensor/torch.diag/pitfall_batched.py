import torch

variances = torch.ones(4, 3)                 # a batch of 4 diagonals
covs = torch.diag_embed(variances)           # (4, 3, 3): one diagonal matrix per row
print(covs.shape)

torch.diag(covs)                             # diag only takes 1-d or 2-d input
