import torch
from torch import nn

layer = nn.LazyLinear(10)
nn.init.xavier_uniform_(layer.weight)  # the weight has no shape yet
