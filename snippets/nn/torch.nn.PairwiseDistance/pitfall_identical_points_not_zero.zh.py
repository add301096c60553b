import torch
from torch import nn

point = torch.tensor([[1.0, 1.0]])
print(nn.PairwiseDistance()(point, point))  # eps 被加到了差值上
print(nn.PairwiseDistance(eps=0.0)(point, point))
print(torch.linalg.vector_norm(point - point, dim=1))
