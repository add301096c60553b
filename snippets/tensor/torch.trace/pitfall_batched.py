import torch

batch = torch.arange(18.0).reshape(2, 3, 3)    # two 3x3 matrices

print(batch.diagonal(dim1=-2, dim2=-1).sum(-1))   # one trace per matrix
torch.trace(batch)
