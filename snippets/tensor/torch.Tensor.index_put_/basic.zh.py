import torch

x = torch.zeros(3, 4)
rows = torch.tensor([0, 2])
cols = torch.tensor([1, 3])
# 等价于 x[rows, cols] = values，每对 (行, 列) 一个值
x.index_put_((rows, cols), torch.tensor([5.0, 6.0]))
print(x)

# 不带下划线的 index_put 返回新张量
counts = torch.zeros(5)
labels = torch.tensor([0, 3, 3, 1, 3])
print(counts.index_put((labels,), torch.tensor(1.0)))                   # 重复下标：只写一次
print(counts.index_put((labels,), torch.tensor(1.0), accumulate=True))  # 重复下标：累加

# 元组里放布尔掩码，效果同 x[mask] = v
print(torch.index_put(torch.arange(4.0), (torch.tensor([True, False, True, False]),), torch.tensor(-1.0)))
