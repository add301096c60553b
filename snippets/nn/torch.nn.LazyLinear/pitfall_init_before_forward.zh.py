import torch
from torch import nn

layer = nn.LazyLinear(10)
nn.init.xavier_uniform_(layer.weight)  # 权重此时还没有形状
