import torch

counts = torch.tensor([3, 1, 2])

print(counts.reciprocal())       # 非原地：float32
counts.reciprocal_()             # 原地写入 int64：被拒绝
