import torch
import torch.nn as nn


class Elementwise(nn.Module):
    def forward(self, x):
        # x > 0 has one boolean per element, not one for the whole call
        return torch.cond(x > 0, lambda t: t * 2, lambda t: t * 0, (x,))


torch.export.export(Elementwise(), (torch.randn(4),))
