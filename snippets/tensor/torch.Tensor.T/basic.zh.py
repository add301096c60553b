import torch

m = torch.arange(6).reshape(2, 3)
print(m.T)                          # 矩阵的转置，与 m.t() 相同
print(m.T.shape, m.T.is_contiguous())
# 是视图：通过它写入会改变 m
m.T[0, 1] = 100
print(m[1, 0])
