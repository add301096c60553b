import torch
from torch.utils.data import RandomSampler

g = torch.Generator().manual_seed(0)
# 明明是“无放回”，却从 5 个样本中抽 8 次：多个完整排列会首尾相接
idx = list(RandomSampler(range(5), replacement=False, num_samples=8, generator=g))
print(idx, "repeats:", len(idx) - len(set(idx)))
