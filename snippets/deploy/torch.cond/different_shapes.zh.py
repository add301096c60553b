import torch
import torch.nn as nn


class Trim(nn.Module):
    def forward(self, x):
        # 两个分支返回的长度不同：2 行或全部 4 行
        return torch.cond(x.sum() > 0, lambda t: t[:2] * 2, lambda t: t * 1, (x,))


ep = torch.export.export(Trim(), (torch.randn(4, 3),))
# 输出长度成为无后备值的符号 u0，范围由两个分支共同决定
print(ep.range_constraints)
print(ep.module()(torch.ones(4, 3)).shape)
print(ep.module()(-torch.ones(4, 3)).shape)
