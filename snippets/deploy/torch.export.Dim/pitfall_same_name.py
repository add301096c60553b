import torch
import torch.nn as nn
from torch.export import Dim, export


class Add(nn.Module):
    def forward(self, x, y):
        return x + y


shapes = {"x": {0: Dim("batch", max=8)}, "y": {0: Dim("batch", max=16)}}
export(Add(), (torch.randn(4, 3), torch.randn(4, 3)), dynamic_shapes=shapes)
