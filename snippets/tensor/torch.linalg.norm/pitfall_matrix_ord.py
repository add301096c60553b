import torch

M = torch.tensor([[1.0, -2.0],
                  [3.0, 4.0]])

# old code: torch.norm with p=1 / p=inf on a matrix works on the flattened entries
print(torch.norm(M, p=1), torch.norm(M, p=float("inf")))
# linalg.norm with the same numbers as ord computes matrix norms
print(torch.linalg.norm(M, ord=1), torch.linalg.norm(M, ord=float("inf")))
# vector_norm keeps the old meaning
print(torch.linalg.vector_norm(M, ord=1), torch.linalg.vector_norm(M, ord=float("inf")))
