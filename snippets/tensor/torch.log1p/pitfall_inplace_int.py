import torch

counts = torch.tensor([0, 9, 99])

print(torch.log1p(counts))   # float32 result
counts.log1p_()              # cannot be written back into int64
