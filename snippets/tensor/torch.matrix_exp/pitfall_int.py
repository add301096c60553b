import torch

A = torch.tensor([[0, 1], [0, 0]])
print(torch.matrix_exp(A.float()))
torch.matrix_exp(A)
