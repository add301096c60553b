import torch
from torch import nn

model = nn.Sequential(
    nn.Conv2d(3, 16, 3),
    nn.AdaptiveMaxPool2d(1),  # (N, 16, 1, 1), still 4-D
    nn.Linear(16, 10),
)
model(torch.randn(4, 3, 32, 32))
