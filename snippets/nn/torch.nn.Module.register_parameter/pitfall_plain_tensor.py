import torch
from torch import nn

layer = nn.Module()
layer.register_parameter("gain", torch.ones(3))  # a plain tensor, not nn.Parameter
