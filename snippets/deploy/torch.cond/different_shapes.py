import torch
import torch.nn as nn


class Trim(nn.Module):
    def forward(self, x):
        # The branches return different lengths: 2 rows or all 4
        return torch.cond(x.sum() > 0, lambda t: t[:2] * 2, lambda t: t * 1, (x,))


ep = torch.export.export(Trim(), (torch.randn(4, 3),))
# The output length becomes an unbacked symbol u0, bounded by both branches
print(ep.range_constraints)
print(ep.module()(torch.ones(4, 3)).shape)
print(ep.module()(-torch.ones(4, 3)).shape)
