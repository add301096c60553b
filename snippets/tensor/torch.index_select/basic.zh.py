import torch

x = torch.arange(12).reshape(3, 4)
index = torch.tensor([2, 0, 0])          # 一维索引；顺序和重复项都会保留

print(x.index_select(0, index))          # 第 2、0、0 行 -> 形状 (3, 4)
print(torch.index_select(x, 1, torch.tensor([3, 1])))   # 第 3 列和第 1 列 -> 形状 (3, 2)
print(torch.equal(x.index_select(0, index), x[index]))  # 等价于沿第 0 维做高级索引

# 结果是副本，不是视图
rows = x.index_select(0, torch.tensor([0]))
rows.fill_(-1)
print(x[0])
