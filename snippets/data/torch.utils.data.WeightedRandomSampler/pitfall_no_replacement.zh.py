import torch
from torch.utils.data import WeightedRandomSampler

weights = torch.tensor([0.9, 0.1, 0.1, 0.1])
# 想过采样到 8 次，但不放回时只有 4 个样本可抽
sampler = WeightedRandomSampler(weights, num_samples=8, replacement=False)
print("constructed")  # 直到迭代时才检查
indices = list(sampler)
