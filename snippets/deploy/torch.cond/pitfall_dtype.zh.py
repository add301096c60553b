import torch
import torch.nn as nn


class Bucketize(nn.Module):
    def forward(self, x):
        # true 分支返回 int64，false 分支返回 float32
        return torch.cond(x.sum() > 0, lambda t: t.round().long(), lambda t: t * 0, (x,))


torch.export.export(Bucketize(), (torch.randn(4),))
