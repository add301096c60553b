import torch

counts = torch.zeros(2, 3, dtype=torch.long)
# 不会报错：0.5 被转换成张量的整数类型
print(counts.index_fill(1, torch.tensor([0]), 0.5))
print(counts.float().index_fill(1, torch.tensor([0]), 0.5))
