import torch

# 3 x 3 矩阵下三角部分的行、列下标
idx = torch.tril_indices(3, 3)
print(idx)
m = torch.arange(9.0).reshape(3, 3)
print(m[idx[0], idx[1]])                   # 下三角的值
# offset=-1 不含对角线
print(torch.tril_indices(3, 3, offset=-1))
# 从压缩存储的下三角还原矩阵
packed = torch.tensor([1.0, 2.0, 3.0, 4.0, 5.0, 6.0])
L = torch.zeros(3, 3)
L[idx[0], idx[1]] = packed
print(L)
