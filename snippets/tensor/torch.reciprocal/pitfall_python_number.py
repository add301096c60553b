import torch

n = 8

print(1 / n)                     # plain Python arithmetic
torch.reciprocal(n)              # torch.reciprocal needs a tensor
