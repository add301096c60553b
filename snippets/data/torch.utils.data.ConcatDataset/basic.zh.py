import torch
from torch.utils.data import ConcatDataset, DataLoader, TensorDataset

photos = TensorDataset(torch.arange(3.0), torch.zeros(3, dtype=torch.long))
sketches = TensorDataset(torch.arange(10.0, 15.0), torch.ones(5, dtype=torch.long))

combined = ConcatDataset([photos, sketches])  # 也可以写成：photos + sketches
print(len(combined), combined.cumulative_sizes)
print(combined[3])  # 索引 3 是 `sketches` 的第一个样本

loader = DataLoader(combined, batch_size=4, shuffle=True, generator=torch.Generator().manual_seed(0))
for x, label in loader:
    print(x.tolist(), label.tolist())
