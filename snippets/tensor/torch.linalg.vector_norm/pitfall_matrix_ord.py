import torch

A = torch.eye(2)

print(torch.norm(A, p=2))                  # old torch.norm: 2-norm of the flattened entries
print(torch.linalg.vector_norm(A, ord=2))  # the same: 1.4142
print(torch.linalg.norm(A, ord=2))         # linalg.norm on a matrix: spectral norm, 1.0
