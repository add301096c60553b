import torch

counts = torch.tensor([1, 2, 3])              # int64
print(torch.full_like(counts, 0.5))           # 填充值被截断为 0
print(torch.full_like(counts, 0.5, dtype=torch.float32))
