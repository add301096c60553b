import torch

A = torch.ones(2, 2)
print(torch.kron(A, torch.tensor(3.0)))   # a 0-d tensor works
torch.kron(A, 3)                          # a Python number does not
