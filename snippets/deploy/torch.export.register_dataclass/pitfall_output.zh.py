from dataclasses import dataclass

import torch
import torch.nn as nn


@dataclass
class Prediction:
    logits: torch.Tensor


class Net(nn.Module):
    def forward(self, x):
        return Prediction(x * 2)


torch.export.export(Net(), (torch.randn(2, 3),))  # 输出类型同样未注册
