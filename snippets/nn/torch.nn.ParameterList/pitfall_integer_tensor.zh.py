import torch
from torch import nn

nn.ParameterList([torch.tensor([1, 2, 3])])  # int64 数据
