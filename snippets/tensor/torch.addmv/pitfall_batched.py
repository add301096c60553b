import torch

W = torch.ones(4, 2, 3)   # a batch of matrices
x = torch.ones(4, 3)
torch.addmv(torch.zeros(4, 2), W, x)
