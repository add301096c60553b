import torch
from torch import nn


class Scale(nn.Module):
    def __init__(self, factor):
        super().__init__()
        self.factor = factor

    def extra_repr(self):
        return f"factor={self.factor}"  # 显示在括号里

    def forward(self, x):
        return x * self.factor


print(nn.Sequential(nn.Linear(2, 2), Scale(0.5)))
print(nn.Linear(2, 2).extra_repr())  # 内置层用的也是这个方法
