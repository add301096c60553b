import torch

counts = torch.tensor([3, 5, 4, 8])     # 比如每个批次的条目数

print(counts.float().var())
counts.var()
