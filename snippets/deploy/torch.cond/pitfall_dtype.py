import torch
import torch.nn as nn


class Bucketize(nn.Module):
    def forward(self, x):
        # True branch returns int64, false branch float32
        return torch.cond(x.sum() > 0, lambda t: t.round().long(), lambda t: t * 0, (x,))


torch.export.export(Bucketize(), (torch.randn(4),))
