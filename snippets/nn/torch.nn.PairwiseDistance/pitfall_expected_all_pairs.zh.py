import torch
from torch import nn

queries = torch.randn(4, 8)
keys = torch.randn(5, 8)
nn.PairwiseDistance()(queries, keys)  # 本以为会得到 4 x 5 的矩阵
