import torch
from torch.utils.data import StackDataset

features = torch.zeros(100, 8)
labels = torch.zeros(99)  # 预处理时丢了一个标签
StackDataset(features, labels)
