import torch
from torch import nn

channels, width = 6, 8
nn.Unflatten(1, (channels / 2, width))  # `/` gives the float 3.0
