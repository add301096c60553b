import torch
from torch.utils.data import TensorDataset

features = torch.zeros(3, 2)
labels = [0, 1, 0]  # Python 列表，比如从文件里读出来的
ds = TensorDataset(features, labels)
