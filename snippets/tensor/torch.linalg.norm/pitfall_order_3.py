import torch

M = torch.tensor([[1.0, -2.0],
                  [3.0, 4.0]])

print(torch.linalg.vector_norm(M, ord=3))    # 3-norm of the entries
torch.linalg.norm(M, ord=3)                  # no matrix norm of order 3
