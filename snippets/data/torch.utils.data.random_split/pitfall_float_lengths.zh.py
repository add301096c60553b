import torch
from torch.utils.data import TensorDataset, random_split

ds = TensorDataset(torch.arange(1000.0))
n_train = len(ds) * 0.8  # 800.0：虽然是整数值，类型却是 float
train, val = random_split(ds, [n_train, len(ds) - n_train])
