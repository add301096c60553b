import torch
from torch.utils.data import DataLoader, TensorDataset

features = torch.arange(12.0).reshape(6, 2)  # 6 samples, 2 features each
labels = torch.tensor([0, 1, 0, 1, 1, 0])
ds = TensorDataset(features, labels)

print(len(ds))
print(ds[1])  # one sample: a tuple with one row of each tensor

loader = DataLoader(ds, batch_size=4)
for x, y in loader:
    print(x.shape, y.tolist())
