import torch
import torch.fx
import torch.nn as nn


class Cumulative(nn.Module):
    def forward(self, x):
        for _ in range(x.size(0)):  # 追踪期间 x.size(0) 是 Proxy，而不是 int
            x = x + 1
        return x


torch.fx.symbolic_trace(Cumulative())
