import torch

labels = torch.tensor([0, 0, 1, 2, 2, 2])
counts = torch.bincount(labels)           # int64 counts
print(counts, counts.dtype)
torch.multinomial(counts, 1)              # weights must be floating point
