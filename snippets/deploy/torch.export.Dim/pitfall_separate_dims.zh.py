import torch
import torch.nn as nn
from torch.export import Dim, export


class Add(nn.Module):
    def forward(self, x, y):
        return x + y  # 要求 x.shape[0] == y.shape[0]


shapes = {"x": {0: Dim("batch_x")}, "y": {0: Dim("batch_y")}}
export(Add(), (torch.randn(4, 3), torch.randn(4, 3)), dynamic_shapes=shapes)
