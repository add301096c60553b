import torch
import torch.nn as nn

layer = nn.Linear(3, 2)
param_before = layer.weight
with torch.no_grad():
    layer.weight.copy_(torch.ones(2, 3))  # 新的值，仍是同一个 Parameter 对象
print(layer.weight.sum().item(), layer.weight is param_before)

layer.weight = nn.Parameter(torch.zeros(2, 3))  # 一个新的 Parameter（这之后要重新创建优化器）
print(type(layer.weight).__name__, layer.weight.requires_grad)
