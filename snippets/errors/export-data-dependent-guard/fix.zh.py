import torch
import torch.nn as nn


class Shift(nn.Module):
    def forward(self, x):
        # 两个分支都会被追踪；在运行时再做选择。
        return torch.cond(x.sum() > 0, lambda t: t - 1, lambda t: t + 1, (x,))


ep = torch.export.export(Shift(), (torch.ones(3),))
print(ep.module()(torch.ones(3)), ep.module()(-torch.ones(3)))
