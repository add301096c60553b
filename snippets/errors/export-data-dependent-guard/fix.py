import torch
import torch.nn as nn


class Shift(nn.Module):
    def forward(self, x):
        # Both branches are traced; the choice is made at run time.
        return torch.cond(x.sum() > 0, lambda t: t - 1, lambda t: t + 1, (x,))


ep = torch.export.export(Shift(), (torch.ones(3),))
print(ep.module()(torch.ones(3)), ep.module()(-torch.ones(3)))
