import torch
from torch import nn


class Scale(nn.Module):
    def __init__(self, factor):
        super().__init__()
        self.factor = factor

    def extra_repr(self):
        return f"factor={self.factor}"  # shown inside the parentheses

    def forward(self, x):
        return x * self.factor


print(nn.Sequential(nn.Linear(2, 2), Scale(0.5)))
print(nn.Linear(2, 2).extra_repr())  # built-in layers use the same hook
