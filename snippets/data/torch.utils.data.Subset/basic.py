import torch
from torch.utils.data import Subset, TensorDataset

data = TensorDataset(torch.arange(10.0).reshape(5, 2), torch.tensor([0, 1, 0, 1, 1]))
val = Subset(data, [4, 0])  # val[i] is data[indices[i]]
print(len(val), val[0])
print(val.indices, val.dataset is data)

data.tensors[0][4, 0] = 100.0  # no copy: the subset reads the parent
print(val[0])
