import torch
import torch.fx
import torch.nn as nn


class Gate(nn.Module):
    def forward(self, x):
        if x.sum() > 0:  # 按张量的值分支
            return x * 2
        return x - 1


torch.fx.symbolic_trace(Gate())
