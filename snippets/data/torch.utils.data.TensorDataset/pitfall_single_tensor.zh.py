import torch
from torch.utils.data import DataLoader, TensorDataset

images = torch.zeros(8, 3)
ds = TensorDataset(images)  # 只有一个张量
print(type(ds[0]), len(ds[0]))  # 仍然是元组，长度为 1

for batch in DataLoader(ds, batch_size=4):
    print(type(batch), len(batch))  # 是装着一个张量的列表，而不是张量
    break

for (x,) in DataLoader(ds, batch_size=4):  # 解包只有一个元素的批次
    print(x.shape)
    break
