import torch

A = torch.tensor([[1, 2], [3, 4]])   # an integer tensor
torch.det(A)
