import torch
import torch.nn as nn
from torch.export import draft_export


class Sign(nn.Module):
    def forward(self, x):
        if x.sum() > 0:
            return x + 1
        return x - 1


ep = draft_export(Sign(), (torch.ones(3),))
print(ep.module()(torch.ones(3)))
# 会走另一个分支的输入触发了插入的断言
ep.module()(-torch.ones(3))
