import torch

# 按类别求和：把每个样本的值加到其标签对应的位置
labels = torch.tensor([0, 2, 0, 1, 2])
values = torch.tensor([1.0, 2.0, 3.0, 4.0, 5.0])
print(torch.zeros(3).scatter_add(0, labels, values))

# 统计标签个数：src 的 dtype 与 self 相同（这里是 float）
print(torch.zeros(3).scatter_add(0, labels, torch.ones(5)))

# 按段对特征行求和：把 index 扩展成 src 的形状
features = torch.arange(10.0).reshape(5, 2)
segment = torch.tensor([0, 1, 0, 1, 1])
index = segment.unsqueeze(1).expand_as(features)
sums = torch.zeros(2, 2)
sums.scatter_add_(0, index, features)      # 原地操作
print(sums)
