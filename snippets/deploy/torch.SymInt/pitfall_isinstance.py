import torch
import torch.nn as nn
from torch.export import Dim, export


class Pad(nn.Module):
    def forward(self, x):
        n = x.shape[0]
        # A "defensive" type check written for eager mode
        if isinstance(n, int):
            return x * 2
        print("not an int:", type(n).__name__, "-> other branch traced")
        return x * 0


ep = export(Pad(), (torch.randn(4),), dynamic_shapes={"x": {0: Dim("n")}})
print(ep.module()(torch.ones(4)))
