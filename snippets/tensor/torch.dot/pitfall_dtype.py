import torch

weights = torch.tensor([0.5, 0.25, 0.25])
counts = torch.tensor([2, 4, 8])  # int64

total = torch.dot(weights, counts)
