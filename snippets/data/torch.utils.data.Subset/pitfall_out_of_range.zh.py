import torch
from torch.utils.data import DataLoader, Subset, TensorDataset

ds = TensorDataset(torch.arange(10.0))
val = Subset(ds, range(8, 12))  # 按一个更大的数据集算出的下标
print(len(val))  # 到这里还没有任何检查

for (batch,) in DataLoader(val, batch_size=2):
    print(batch)  # 第一个批次正常，第二个批次失败
