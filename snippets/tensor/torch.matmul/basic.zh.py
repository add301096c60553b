import torch

A = torch.ones(2, 3)
v = torch.ones(3)

print(torch.matmul(A, torch.ones(3, 4)).shape)   # 二维 @ 二维：(2, 4)，同 mm
print((A @ v).shape)                             # 矩阵 @ 向量：(2,)
print((v @ torch.ones(3, 4)).shape)              # 向量 @ 矩阵：(4,)
print(v @ v)                                     # 向量 @ 向量：0 维的点积

batch = torch.ones(10, 2, 3)
print((batch @ torch.ones(3, 4)).shape)          # 一个矩阵广播到整个批次
print((torch.ones(10, 1, 2, 3) @ torch.ones(5, 3, 4)).shape)  # 批次维度做广播：(10, 5)
