import torch
import torch.nn.utils.prune as prune
from torch import nn

torch.manual_seed(0)
conv = nn.Conv2d(3, 4, kernel_size=3)

# 剪掉 L2 范数最小的一半输出通道（dim=0）
prune.ln_structured(conv, name="weight", amount=0.5, n=2, dim=0)
print(conv.weight_mask.flatten(1).amax(dim=1))  # 1 = 保留的通道，0 = 被置零的通道
print(conv.weight.shape)  # 形状不变

# Linear 层：dim=1 剪的是输入特征（列）
fc = nn.Linear(6, 2)
prune.random_structured(fc, name="weight", amount=2, dim=1)  # 随机 2 列
print(fc.weight_mask)
