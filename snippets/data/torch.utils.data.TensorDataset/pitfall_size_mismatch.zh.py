import torch
from torch.utils.data import TensorDataset

features = torch.zeros(2, 6)  # 特征在前的布局：2 个特征 x 6 个样本
labels = torch.tensor([0, 1, 0, 1, 1, 0])
ds = TensorDataset(features, labels)  # 第 0 维分别是 2 和 6，不相等
