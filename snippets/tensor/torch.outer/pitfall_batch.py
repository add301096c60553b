import torch

x = torch.ones(5, 3)  # a batch of five vectors
y = torch.ones(5, 2)

pairs = torch.outer(x, y)
