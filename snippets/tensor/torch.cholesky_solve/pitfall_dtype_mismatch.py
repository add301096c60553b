import numpy as np
import torch

A = torch.tensor([[4.0, 2.0], [2.0, 3.0]])
L = torch.linalg.cholesky(A)
b = torch.from_numpy(np.array([[1.0], [2.0]]))
print(torch.cholesky_solve(b.float(), L))
torch.cholesky_solve(b, L)
