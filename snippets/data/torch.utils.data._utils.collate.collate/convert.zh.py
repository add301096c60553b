import numpy as np
import torch
from torch.utils.data import DataLoader, default_convert

sample = (np.array([1.0, 2.0]), np.int64(3), "a.png")
print(default_convert(sample))  # 数组变成张量；元组变成了列表

data = [np.full(2, i, dtype=np.float32) for i in range(3)]
loader = DataLoader(data, batch_size=None)  # 不组批：逐个样本调用 default_convert
print(next(iter(loader)))
