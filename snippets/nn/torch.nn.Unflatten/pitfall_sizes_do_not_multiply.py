import torch
from torch import nn

decoder = nn.Sequential(
    nn.Linear(8, 64),  # 64 features, but 3 * 4 * 4 = 48 were meant
    nn.Unflatten(1, (3, 4, 4)),
)
decoder(torch.randn(5, 8))
