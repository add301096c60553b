import torch

A = torch.tensor([[4.0, 2.0],
                  [2.0, 3.0]])
b = torch.tensor([[1.0], [2.0]])

print(torch.cholesky_solve(b, A))                        # A instead of its factor: silently wrong
print(torch.cholesky_solve(b, torch.linalg.cholesky(A))) # correct
