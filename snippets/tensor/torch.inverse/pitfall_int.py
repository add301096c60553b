import torch

A = torch.tensor([[2, 0], [0, 4]])
print(torch.inverse(A.float()))
torch.inverse(A)
