import torch

x = torch.zeros(4)
mask = torch.tensor([False, True, False, True])
source = torch.tensor([1.0, 2.0, 3.0, 4.0])
# source 从头开始读取，而不是取被选中位置上的值
print(x.masked_scatter(mask, source))
# 想按位置对应复制，用 where
print(torch.where(mask, source, x))
