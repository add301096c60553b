import torch
import torch.nn as nn


class TwoOrOne(nn.Module):
    def forward(self, x):
        return torch.cond(x.sum() > 0, lambda t: (t + 1, t * 2), lambda t: t - 1, (x,))


torch.export.export(TwoOrOne(), (torch.randn(4),))
