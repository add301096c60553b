import torch

A = torch.arange(9).reshape(3, 3)
print(A)
print(A.diagonal())              # 主对角线
print(A.diagonal(offset=1))      # 主对角线上方
print(A.diagonal(offset=-1))     # 主对角线下方

# 批量矩阵：指定作为矩阵的两个维度
batch = torch.arange(8).reshape(2, 2, 2)
print(batch.diagonal(dim1=-2, dim2=-1))   # 每个矩阵一条对角线，形状为 (2, 2)

# 结果是视图：写入它就是写入 A
A.diagonal().zero_()
print(A)
