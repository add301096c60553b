import torch

A = torch.tensor([[4.0, 2.0],
                  [2.0, 3.0]])            # symmetric positive-definite
L = torch.linalg.cholesky(A)             # factor once...

b1 = torch.tensor([[1.0], [2.0]])
b2 = torch.tensor([[0.0, 1.0], [1.0, 0.0]])
print(torch.cholesky_solve(b1, L))       # ...then solve A x = b for many right-hand sides
print(b2.cholesky_solve(L))
print(torch.linalg.solve(A, b1))         # the same answer

print(torch.cholesky_inverse(L))         # A^-1 from the factor
print(torch.linalg.inv(A))
