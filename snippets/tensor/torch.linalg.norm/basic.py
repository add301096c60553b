import torch

v = torch.tensor([3.0, -4.0])
M = torch.tensor([[1.0, -2.0],
                  [3.0, 4.0]])

print(torch.linalg.norm(v))                  # 1-D: vector 2-norm
print(torch.linalg.norm(M))                  # 2-D, no ord: Frobenius
print(torch.linalg.norm(M, ord=2))           # 2-D with ord: matrix norm (largest singular value)
print(torch.linalg.norm(M, ord=1))           # largest column sum of |M|
print(torch.linalg.norm(M, ord=float("inf")))  # largest row sum of |M|
print(torch.linalg.norm(M, ord="nuc"))       # sum of singular values

print(torch.linalg.norm(M, dim=1))           # an int dim: one vector norm per row
batch = torch.ones(4, 2, 2)
print(torch.linalg.norm(batch, ord=2, dim=(-2, -1)))   # a 2-tuple dim: one matrix norm per matrix
