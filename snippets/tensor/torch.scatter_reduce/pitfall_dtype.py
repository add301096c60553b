import torch

counts = torch.zeros(3, dtype=torch.long)
idx = torch.tensor([0, 2, 2])
weights = torch.tensor([0.5, 1.0, 2.0])
print(counts.float().scatter_reduce(0, idx, weights, reduce="sum"))
counts.scatter_reduce(0, idx, weights, reduce="sum")
