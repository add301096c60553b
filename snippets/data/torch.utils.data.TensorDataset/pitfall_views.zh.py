import torch
from torch.utils.data import TensorDataset

features = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
ds = TensorDataset(features, torch.tensor([0, 1]))

x, y = ds[0]
x.mul_(10)  # 对一个样本做原地“数据增强”
print(ds[0][0])  # 数据集里存的数据变了
print(features[0])  # 原来的张量也变了：构造时没有复制
