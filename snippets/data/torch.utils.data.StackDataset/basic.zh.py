import torch
from torch.utils.data import DataLoader, StackDataset

images = torch.arange(6.0).reshape(3, 2)
labels = torch.tensor([0, 1, 1])  # 张量可以像数据集一样按下标取值

pairs = StackDataset(images, labels)  # 位置参数：样本是元组
print(pairs[1])

named = StackDataset(image=images, label=labels)  # 关键字参数：样本是字典
print(named[1])
print(next(iter(DataLoader(named, batch_size=2))))
