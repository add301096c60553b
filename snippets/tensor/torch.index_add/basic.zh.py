import torch

# 把 source 的整行加到 index 指定的行上；重复的索引会累加
x = torch.zeros(3, 2)
index = torch.tensor([0, 2, 0])
source = torch.tensor([[1.0, 1.0],
                       [2.0, 2.0],
                       [3.0, 3.0]])
print(x.index_add(0, index, source))          # 第 0 行加上 1 + 3，第 2 行加上 2

# alpha 在相加前缩放 source
print(torch.index_add(x, 0, index, source, alpha=-0.5))

# 原地按分段对特征行求和
features = torch.arange(10.0).reshape(5, 2)
segment = torch.tensor([0, 1, 0, 1, 1])
sums = torch.zeros(2, 2)
sums.index_add_(0, segment, features)
print(sums)
