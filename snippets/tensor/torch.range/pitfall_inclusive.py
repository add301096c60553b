import torch

n = 4
idx = torch.range(0, n).long()   # one element too many: 0..4
print(idx, idx.numel())
print(torch.arange(n))           # 0..3, like Python's range
