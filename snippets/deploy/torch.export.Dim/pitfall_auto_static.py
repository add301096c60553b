import torch
import torch.nn as nn
from torch.export import Dim, export


class Flatten(nn.Module):
    def forward(self, x):
        return x.reshape(4, -1)


# Dim.AUTO quietly gives up on the dimension instead of failing at export time
ep = export(Flatten(), (torch.randn(4, 3),), dynamic_shapes={"x": {0: Dim.AUTO}})
print(ep.range_constraints)
ep.module()(torch.randn(8, 3))
