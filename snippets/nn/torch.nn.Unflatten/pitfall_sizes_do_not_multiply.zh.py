import torch
from torch import nn

decoder = nn.Sequential(
    nn.Linear(8, 64),  # 输出 64 个特征，本意是 3 * 4 * 4 = 48
    nn.Unflatten(1, (3, 4, 4)),
)
decoder(torch.randn(5, 8))
