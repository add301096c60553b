import torch

u = torch.ones(2, 1)      # column vectors from a (n, 1) slice
v = torch.ones(3, 1)
torch.addr(torch.zeros(2, 3), u, v)
