import torch

rows = torch.tensor([[3.0, 4.0],
                     [6.0, 8.0]])

print(torch.norm(rows, p="fro", dim=1))           # the old function accepted this
print(torch.linalg.vector_norm(rows, dim=1))      # the same numbers, written for linalg
torch.linalg.norm(rows, ord="fro", dim=1)         # 'fro' is a matrix norm: dim must be a 2-tuple
