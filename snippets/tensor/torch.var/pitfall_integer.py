import torch

counts = torch.tensor([3, 5, 4, 8])     # e.g. items per batch

print(counts.float().var())
counts.var()
