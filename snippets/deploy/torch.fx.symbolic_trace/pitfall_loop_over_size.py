import torch
import torch.fx
import torch.nn as nn


class Cumulative(nn.Module):
    def forward(self, x):
        for _ in range(x.size(0)):  # x.size(0) is a Proxy during tracing, not an int
            x = x + 1
        return x


torch.fx.symbolic_trace(Cumulative())
