import numpy as np
import torch
from torch.utils.data import default_collate

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# 批次就是样本的列表；这里每个样本是 (features, label, name)。
batch = [(torch.tensor([1.0, 2.0]), 0, "a"), (torch.tensor([3.0, 4.0]), 1, "b")]
features, labels, names = default_collate(batch)  # 先转置，再按字段分别堆叠
print(features.to(device).shape, labels, names)

# 字典按键逐个合并；NumPy 数组和 Python 浮点数会转成张量。
print(default_collate([{"x": np.array([1, 2]), "w": 0.5}, {"x": np.array([3, 4]), "w": 1.5}]))
