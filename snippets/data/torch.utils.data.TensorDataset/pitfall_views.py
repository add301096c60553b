import torch
from torch.utils.data import TensorDataset

features = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
ds = TensorDataset(features, torch.tensor([0, 1]))

x, y = ds[0]
x.mul_(10)  # an in-place "augmentation" on one sample
print(ds[0][0])  # the stored data changed
print(features[0])  # and so did the original tensor: nothing was copied
