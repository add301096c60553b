import torch

table = torch.arange(10) * 10
pos = torch.tensor([2.7, 5.1])
idx = torch.trunc(pos)
print(idx, idx.dtype)   # 仍然是 float32
table[idx]              # 浮点张量不能当索引
