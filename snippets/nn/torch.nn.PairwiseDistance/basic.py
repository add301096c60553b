import torch
import torch.nn.functional as F
from torch import nn

anchors = torch.tensor([[0.0, 0.0], [1.0, 1.0], [2.0, 0.0]])
others = torch.tensor([[3.0, 4.0], [1.0, 2.0], [2.0, 0.0]])

distance = nn.PairwiseDistance(p=2)
print(distance(anchors, others))  # row i with row i: one distance per pair
print(F.pairwise_distance(anchors, others, p=1))  # Manhattan distance
print(torch.cdist(anchors, others))  # every row with every row: a 3 x 3 matrix
print(F.pdist(anchors))  # all pairs within one set: (0,1), (0,2), (1,2)
