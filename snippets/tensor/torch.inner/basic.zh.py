import torch

a = torch.tensor([1.0, 2.0, 3.0])
b = torch.tensor([4.0, 5.0, 6.0])
print(torch.inner(a, b))                   # 一维：点积
# 更高维：对两边的最后一维求和
A = torch.arange(6.0).reshape(2, 3)
B = torch.ones(4, 3)
print(torch.inner(A, B).shape)             # (2, 4)：即 A @ B.T
print(torch.allclose(torch.inner(A, B), A @ B.T))
# 0 维张量则逐元素相乘
print(a.inner(torch.tensor(2.0)))
