import torch

# row and column indices of the lower triangle of a 3 x 3 matrix
idx = torch.tril_indices(3, 3)
print(idx)
m = torch.arange(9.0).reshape(3, 3)
print(m[idx[0], idx[1]])                   # the lower-triangle values
# offset=-1 leaves out the diagonal
print(torch.tril_indices(3, 3, offset=-1))
# rebuild a matrix from its packed lower triangle
packed = torch.tensor([1.0, 2.0, 3.0, 4.0, 5.0, 6.0])
L = torch.zeros(3, 3)
L[idx[0], idx[1]] = packed
print(L)
