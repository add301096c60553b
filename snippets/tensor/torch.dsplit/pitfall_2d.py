import torch

x = torch.zeros(4, 6)
torch.dsplit(x, 2)          # dsplit works on dim 2, which a matrix lacks
