import torch

counts = torch.arange(4)  # 默认是 int64
print(counts.dtype)
counts += 0.5  # 原地操作：浮点结果得写回 int64 张量里
