import torch
from torch import nn


class Model(nn.Module):
    def __init__(self):
        self.register_buffer("mask", torch.ones(3))  # before super().__init__()
        super().__init__()


Model()
