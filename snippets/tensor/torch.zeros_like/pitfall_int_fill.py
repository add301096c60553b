import torch

counts = torch.tensor([1, 2, 3])              # int64
print(torch.full_like(counts, 0.5))           # fill value truncated to 0
print(torch.full_like(counts, 0.5, dtype=torch.float32))
