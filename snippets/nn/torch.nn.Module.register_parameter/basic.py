import torch
from torch import nn


class Scale(nn.Module):
    def __init__(self, n, learnable=True):
        super().__init__()
        if learnable:
            self.register_parameter("gain", nn.Parameter(torch.ones(n)))
        else:
            self.register_parameter("gain", None)  # keeps the attribute, no parameter

    def forward(self, x):
        return x if self.gain is None else x * self.gain


print([name for name, _ in Scale(3).named_parameters()])
print([name for name, _ in Scale(3, learnable=False).named_parameters()], Scale(3, False).gain)
