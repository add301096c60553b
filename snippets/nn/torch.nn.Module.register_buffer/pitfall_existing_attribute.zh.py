import torch
from torch import nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.mask = torch.ones(3)                    # 先作为普通属性赋值……
        self.register_buffer("mask", torch.ones(3))  # ……再用同一个名字登记缓冲区


Model()
