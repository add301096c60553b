import warnings

import torch
import torch.nn as nn
from torch.export import draft_export


class Sign(nn.Module):
    def forward(self, x):
        return x + 1 if x.sum() > 0 else x - 1


# 把警告变成错误也拦不住一次失败的 draft
warnings.simplefilter("error")
ep = draft_export(Sign(), (torch.ones(3),))
print(type(ep).__name__)
print("successful:", ep._report.successful())
