import torch

M = torch.tensor([[1.0, -2.0],
                  [3.0, 4.0]])

# torch.norm with a number p treats the matrix as one long vector
print(torch.norm(M, p=1), torch.norm(M, p=2), torch.norm(M, p=float("inf")))
# the matrix norms of the same orders
print(torch.linalg.matrix_norm(M, ord=1),
      torch.linalg.matrix_norm(M, ord=2),
      torch.linalg.matrix_norm(M, ord=float("inf")))
