import torch

x = torch.arange(12.0).reshape(3, 4)
# 把第 0 列和第 2 列整列填成 -1
print(x.index_fill(1, torch.tensor([0, 2]), -1.0))
# 原地把第 1 行整行填充
x.index_fill_(0, torch.tensor([1]), 0.0)
print(x)
# value 也可以是 0 维张量
print(torch.index_fill(torch.zeros(2, 3), 1, torch.tensor([1]), torch.tensor(9.0)))
