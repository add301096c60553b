import torch

bias = torch.zeros(3, 5)
a = torch.ones(3, 4)  # plain matrices, no batch dimension
b = torch.ones(4, 5)

out = torch.baddbmm(bias, a, b)
