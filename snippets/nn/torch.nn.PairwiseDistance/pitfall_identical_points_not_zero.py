import torch
from torch import nn

point = torch.tensor([[1.0, 1.0]])
print(nn.PairwiseDistance()(point, point))  # eps is added to the difference
print(nn.PairwiseDistance(eps=0.0)(point, point))
print(torch.linalg.vector_norm(point - point, dim=1))
