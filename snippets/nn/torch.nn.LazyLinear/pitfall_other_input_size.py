import torch
from torch import nn

layer = nn.LazyLinear(10)
layer(torch.randn(2, 32))  # in_features becomes 32 here, once and for all
layer(torch.randn(2, 48))
