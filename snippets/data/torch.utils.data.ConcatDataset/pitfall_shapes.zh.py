import torch
from torch.utils.data import ConcatDataset, DataLoader, TensorDataset

small = TensorDataset(torch.zeros(2, 3))  # 每个样本 3 个特征
large = TensorDataset(torch.zeros(2, 4))  # 每个样本 4 个特征

loader = DataLoader(ConcatDataset([small, large]), batch_size=4)
batch = next(iter(loader))  # 第一个批次会同时取到两边的样本
