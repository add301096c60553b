import torch

labels = torch.tensor([0, 0, 1, 2, 2, 2])
counts = torch.bincount(labels)           # int64 计数
print(counts, counts.dtype)
torch.multinomial(counts, 1)              # 权重必须是浮点类型
