import torch

A = torch.arange(9).reshape(3, 3)
print(A)
print(A.diagonal())              # main diagonal
print(A.diagonal(offset=1))      # above it
print(A.diagonal(offset=-1))     # below it

# batched matrices: name the two matrix dimensions
batch = torch.arange(8).reshape(2, 2, 2)
print(batch.diagonal(dim1=-2, dim2=-1))   # one diagonal per matrix, shape (2, 2)

# the result is a view: writing to it writes into A
A.diagonal().zero_()
print(A)
