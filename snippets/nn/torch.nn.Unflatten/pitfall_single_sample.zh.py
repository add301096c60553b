import torch
from torch import nn

decoder = nn.Sequential(nn.Linear(8, 48), nn.Unflatten(1, (3, 4, 4)))
print(decoder(torch.randn(1, 8)).shape)  # 批大小为 1 的批次没有问题
decoder(torch.randn(8))  # 不带批次维的单个样本则会出错
