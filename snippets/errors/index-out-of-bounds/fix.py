import torch

features = torch.arange(12.0).reshape(3, 4)
print(features[:, 3])  # column 3: index the second dimension
print(features.select(1, 3))  # the same, with the dimension named

idx = torch.tensor([0, 2, 5])
valid = idx[idx < features.shape[0]]  # drop indices beyond the dimension's size
print(features[valid].shape)
