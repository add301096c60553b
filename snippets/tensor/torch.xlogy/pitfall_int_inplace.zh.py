import torch

counts = torch.tensor([0, 2, 3])
print(torch.xlogy(counts, 2.0))   # 非原地：得到 float32
counts.xlogy_(2.0)                # 对 int64 原地计算会失败
