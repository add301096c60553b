import torch

pred = torch.tensor([1, 0, 2, 2])
target = torch.tensor([1, 0, 1, 2])
accuracy = (pred == target).mean()  # the comparison is a bool tensor
