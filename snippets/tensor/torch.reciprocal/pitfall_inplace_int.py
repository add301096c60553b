import torch

counts = torch.tensor([3, 1, 2])

print(counts.reciprocal())       # out of place: float32
counts.reciprocal_()             # in place into int64: refused
