import torch

A = torch.tensor([[4.0, 0.0], [0.0, 9.0]])
print(torch.matrix_power(A, 2))
torch.matrix_power(A, 0.5)                  # only integer powers
