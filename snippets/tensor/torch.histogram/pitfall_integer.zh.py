import torch

labels = torch.tensor([0, 1, 1, 2, 2, 2])  # int64 整数

torch.histogram(labels, bins=3)
