import torch
from torch import nn

layer = nn.Bilinear(3, 4, 2)
layer(torch.randn(5, 3), torch.randn(6, 4))  # 5 users, 6 items: not paired one to one
