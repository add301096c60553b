import torch
from torch.utils.data import DataLoader, TensorDataset

images = torch.zeros(8, 3)
ds = TensorDataset(images)  # only one tensor
print(type(ds[0]), len(ds[0]))  # still a tuple, of length 1

for batch in DataLoader(ds, batch_size=4):
    print(type(batch), len(batch))  # a list holding one tensor, not a tensor
    break

for (x,) in DataLoader(ds, batch_size=4):  # unpack the one-element batch
    print(x.shape)
    break
