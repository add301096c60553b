import torch

labels = torch.tensor([0, 1, 1, 0, 1])   # int64
print(labels.float().mean())              # convert first
labels.mean()                             # no float result dtype for int64 input
