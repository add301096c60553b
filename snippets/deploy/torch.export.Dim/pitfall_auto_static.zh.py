import torch
import torch.nn as nn
from torch.export import Dim, export


class Flatten(nn.Module):
    def forward(self, x):
        return x.reshape(4, -1)


# Dim.AUTO 会悄悄放弃把这一维设为动态，而不是在导出时报错
ep = export(Flatten(), (torch.randn(4, 3),), dynamic_shapes={"x": {0: Dim.AUTO}})
print(ep.range_constraints)
ep.module()(torch.randn(8, 3))
