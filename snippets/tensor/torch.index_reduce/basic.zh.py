import torch

x = torch.zeros(3, 2)
source = torch.tensor([[1.0, 2.0],
                       [3.0, 4.0],
                       [5.0, 6.0],
                       [7.0, 8.0]])
index = torch.tensor([0, 2, 0, 2])    # source 第 i 行归入 x 的第 index[i] 行

# include_self=True（默认）：x 自己的 0 也参与归约
print(x.index_reduce(0, index, source, "mean"))
# include_self=False：只统计 source 的行；第 1 行没有被选中，保持 0
print(x.index_reduce(0, index, source, "mean", include_self=False))
print(torch.index_reduce(x, 0, index, source, "amax", include_self=False))

# 原地形式，在全 1 张量上逐组求积
y = torch.ones(3, 2)
y.index_reduce_(0, index, source, "prod")
print(y)
