import torch
import torch.nn as nn


def double(t):
    print("true branch, shape", t.shape)
    return t * 2


class Debug(nn.Module):
    def forward(self, x):
        return torch.cond(x.sum() > 0, double, lambda t: t - 1, (x,))


torch.export.export(Debug(), (torch.randn(4),))
