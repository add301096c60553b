import torch
from torch import nn


class Scale(nn.Module):
    def __init__(self):
        self.register_parameter("gain", nn.Parameter(torch.ones(3)))
        super().__init__()  # 太晚了


Scale()
