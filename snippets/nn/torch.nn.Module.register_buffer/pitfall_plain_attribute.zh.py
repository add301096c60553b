import torch
from torch import nn


class Scale(nn.Module):
    def __init__(self):
        super().__init__()
        self.factor = torch.tensor([2.0, 3.0])  # 普通属性，不是缓冲区
        self.register_buffer("offset", torch.tensor([1.0, 1.0]))

    def forward(self, x):
        return x @ torch.diag(self.factor) + self.offset


m = Scale().to(torch.float64)  # 用 .to("cuda") 移动设备时也一样
print(m.factor.dtype, m.offset.dtype)  # 普通张量没有跟着转换
print(list(m.state_dict()))             # 也不会被保存
m(torch.ones(1, 2, dtype=torch.float64))
