import torch
from torch import nn


class Model(nn.Module):
    def __init__(self):
        self.register_buffer("mask", torch.ones(3))  # 在 super().__init__() 之前
        super().__init__()


Model()
