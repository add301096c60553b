import torch

W = torch.ones(2, 3)
x = torch.ones(3, 1)      # a column "vector" is really a (3, 1) matrix
torch.addmv(torch.zeros(2), W, x)
