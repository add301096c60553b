import torch

counts = torch.zeros(2, 3, dtype=torch.long)
# nothing raises: 0.5 is cast to the tensor's integer dtype
print(counts.index_fill(1, torch.tensor([0]), 0.5))
print(counts.float().index_fill(1, torch.tensor([0]), 0.5))
