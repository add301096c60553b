import torch
from torch.utils.data import random_split

gen = torch.Generator().manual_seed(0)
parts = random_split(range(10), [0.33, 0.33, 0.34], generator=gen)
print([len(p) for p in parts])  # 多出来的样本分给了第一份

train, val = random_split(range(3), [0.9, 0.1], generator=gen)
print(len(train), len(val))  # 小数据集上 10% 的那一份是空的
