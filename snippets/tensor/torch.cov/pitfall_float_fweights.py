import torch

x = torch.tensor([[1.0, 2.0, 4.0, 7.0], [2.0, 1.0, 0.0, 3.0]])
counts = torch.tensor([1.0, 2.0, 1.0, 3.0])
print(torch.cov(x, fweights=counts.long()))
torch.cov(x, fweights=counts)
