import torch

counts = torch.tensor([100, 100, 100, 100, 100], dtype=torch.int32)
print(counts.cumprod(0, dtype=torch.float64))
counts.cumprod_(0, dtype=torch.float64)
