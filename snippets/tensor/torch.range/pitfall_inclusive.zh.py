import torch

n = 4
idx = torch.range(0, n).long()   # 多了一个元素：0..4
print(idx, idx.numel())
print(torch.arange(n))           # 0..3，与 Python 的 range 一致
