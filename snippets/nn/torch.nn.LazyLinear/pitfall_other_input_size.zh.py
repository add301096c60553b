import torch
from torch import nn

layer = nn.LazyLinear(10)
layer(torch.randn(2, 32))  # in_features 在这里被定为 32，之后不再改变
layer(torch.randn(2, 48))
