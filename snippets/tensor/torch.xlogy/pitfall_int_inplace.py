import torch

counts = torch.tensor([0, 2, 3])
print(torch.xlogy(counts, 2.0))   # out of place: float32
counts.xlogy_(2.0)                # in place on int64 fails
