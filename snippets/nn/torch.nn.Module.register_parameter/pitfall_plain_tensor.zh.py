import torch
from torch import nn

layer = nn.Module()
layer.register_parameter("gain", torch.ones(3))  # 普通张量，不是 nn.Parameter
