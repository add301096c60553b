import torch

batch = torch.arange(8).reshape(2, 2, 2)   # (batch, n, n)
print(batch)

print(batch.diagonal())                    # default dim1=0, dim2=1: mixes batch and rows
print(batch.diagonal(dim1=-2, dim2=-1))    # the diagonal of each matrix
