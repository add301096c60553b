import torch
import torch.nn as nn

torch.manual_seed(0)
block = nn.Sequential(
    nn.Conv2d(3, 32, 3, padding=1),  # 输出通道从 64 改成了 32 ……
    nn.BatchNorm2d(64),  # …… 但 BatchNorm 没有跟着改
)
block(torch.randn(2, 3, 8, 8))
