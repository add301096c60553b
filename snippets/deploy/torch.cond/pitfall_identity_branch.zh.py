import torch
import torch.nn as nn


class ReluIfNegative(nn.Module):
    def forward(self, x):
        # false 分支"什么都不做"，直接返回了操作数本身
        return torch.cond(x.sum() < 0, lambda t: t.relu(), lambda t: t, (x,))


torch.export.export(ReluIfNegative(), (torch.randn(4),))
