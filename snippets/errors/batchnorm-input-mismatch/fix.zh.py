import torch
import torch.nn as nn

torch.manual_seed(0)
conv = nn.Conv2d(3, 32, 3, padding=1)
block = nn.Sequential(conv, nn.BatchNorm2d(conv.out_channels))  # 跟在卷积之后
print(block(torch.randn(2, 3, 8, 8)).shape)

seq = torch.randn(2, 10, 16)  # [N, L, C]
print(nn.BatchNorm1d(16)(seq.transpose(1, 2)).transpose(1, 2).shape)  # BatchNorm1d 要求 [N, C, L]
