import torch

v = torch.tensor([1, 2, 3])
print(torch.diag(v))          # 1-d in: a square matrix with v on the diagonal
print(v.diag(1))              # placed on the first super-diagonal: 4 x 4

m = torch.arange(9).reshape(3, 3)
print(torch.diag(m))          # 2-d in: the diagonal as a 1-d tensor
print(torch.diag(m, -1))      # the first sub-diagonal
print(torch.diag(torch.arange(6).reshape(2, 3)))   # non-square: min(rows, cols) values

# batches: diagonal() reads, diag_embed() builds
b = torch.arange(8).reshape(2, 2, 2)
print(torch.diagonal(b, dim1=-2, dim2=-1))
print(torch.diag_embed(torch.tensor([[1, 2], [3, 4]])))
