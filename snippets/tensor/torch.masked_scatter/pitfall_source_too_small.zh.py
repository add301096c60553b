import torch

x = torch.zeros(2, 3)
mask = x == 0                           # 六个 True 位置
source = torch.tensor([1.0, 2.0, 3.0])  # 只有三个值
print(x.masked_fill(mask, 7.0))         # 所有位置填同一个值：用 masked_fill
x.masked_scatter(mask, source)
