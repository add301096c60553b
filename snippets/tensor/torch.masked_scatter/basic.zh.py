import torch

x = torch.zeros(2, 3)
mask = torch.tensor([[True, False, True],
                     [False, True, False]])
source = torch.tensor([10.0, 20.0, 30.0, 40.0, 50.0])
# True 的位置依次取 source 的元素：10、20、30
print(x.masked_scatter(mask, source))

# masked_scatter 能把 masked_select 的结果写回原位
y = torch.tensor([[1.0, -2.0], [-3.0, 4.0]])
neg = y < 0
vals = y.masked_select(neg) * 10
print(y.masked_scatter(neg, vals))

# 带下划线的形式原地写入
x.masked_scatter_(mask, source)
print(x)
