import torch
import torch.nn as nn


class Elementwise(nn.Module):
    def forward(self, x):
        # x > 0 每个元素各有一个布尔值，而不是整次调用只有一个
        return torch.cond(x > 0, lambda t: t * 2, lambda t: t * 0, (x,))


torch.export.export(Elementwise(), (torch.randn(4),))
