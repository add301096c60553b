import torch
from torch import nn

queries = torch.randn(4, 8)
keys = torch.randn(5, 8)
nn.PairwiseDistance()(queries, keys)  # expecting a 4 x 5 matrix
