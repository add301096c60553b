import torch

q = torch.randn(2, 3, 4)  # (batch, queries, dim)
k = torch.randn(2, 5, 4)  # (batch, keys, dim)
bias = torch.zeros(3, 5)

scores = torch.baddbmm(bias, q, k)  # k needs to be (batch, dim, keys)
