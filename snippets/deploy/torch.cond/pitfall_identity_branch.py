import torch
import torch.nn as nn


class ReluIfNegative(nn.Module):
    def forward(self, x):
        # "Do nothing" in the false branch returns the operand itself
        return torch.cond(x.sum() < 0, lambda t: t.relu(), lambda t: t, (x,))


torch.export.export(ReluIfNegative(), (torch.randn(4),))
