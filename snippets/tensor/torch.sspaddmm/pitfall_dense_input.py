import torch

A = torch.tensor([[1.0, 0.0], [0.0, 2.0]])        # dense, although mostly zeros
D = torch.ones(2, 2)
print(torch.smm(A.to_sparse(), D).to_dense())     # convert first
torch.smm(A, D)
