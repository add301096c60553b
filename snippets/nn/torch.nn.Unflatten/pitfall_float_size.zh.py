import torch
from torch import nn

channels, width = 6, 8
nn.Unflatten(1, (channels / 2, width))  # `/` 得到的是浮点数 3.0
