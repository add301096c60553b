import torch

print(torch.atleast_1d(torch.tensor(3)))
torch.atleast_1d(3)
