import torch
from torch import nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.mask = torch.ones(3)                    # plain attribute first...
        self.register_buffer("mask", torch.ones(3))  # ...then the same name as a buffer


Model()
