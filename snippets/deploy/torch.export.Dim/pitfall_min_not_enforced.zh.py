import torch
import torch.nn as nn
from torch.export import Dim, export


class Net(nn.Module):
    def forward(self, x):
        return x * 2


ep = export(Net(), (torch.randn(4, 3),), dynamic_shapes={"x": {0: Dim("batch", min=2, max=64)}})
print(ep.range_constraints)
print(ep.module()(torch.randn(1, 3)).shape)  # 小于 min，却被接受了
