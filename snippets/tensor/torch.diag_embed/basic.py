import torch

variances = torch.tensor([[1.0, 2.0],
                          [3.0, 4.0]])     # 2 samples, 2 variances each

cov = torch.diag_embed(variances)          # one diagonal matrix per row: (2, 2, 2)
print(cov.shape)
print(cov[1])
print(torch.diag_embed(torch.tensor([1, 2]), offset=1))   # on the superdiagonal

print(torch.diagflat(variances))           # diagflat flattens first: one (4, 4) matrix
