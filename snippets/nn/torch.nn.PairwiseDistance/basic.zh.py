import torch
import torch.nn.functional as F
from torch import nn

anchors = torch.tensor([[0.0, 0.0], [1.0, 1.0], [2.0, 0.0]])
others = torch.tensor([[3.0, 4.0], [1.0, 2.0], [2.0, 0.0]])

distance = nn.PairwiseDistance(p=2)
print(distance(anchors, others))  # 第 i 行与第 i 行配对：每对一个距离
print(F.pairwise_distance(anchors, others, p=1))  # 曼哈顿距离
print(torch.cdist(anchors, others))  # 每一行与每一行：3 x 3 矩阵
print(F.pdist(anchors))  # 同一组内的所有点对：(0,1)、(0,2)、(1,2)
