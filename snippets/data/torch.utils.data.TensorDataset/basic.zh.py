import torch
from torch.utils.data import DataLoader, TensorDataset

features = torch.arange(12.0).reshape(6, 2)  # 6 个样本，每个 2 个特征
labels = torch.tensor([0, 1, 0, 1, 1, 0])
ds = TensorDataset(features, labels)

print(len(ds))
print(ds[1])  # 一个样本：由每个张量各取一行组成的元组

loader = DataLoader(ds, batch_size=4)
for x, y in loader:
    print(x.shape, y.tolist())
