import torch

a = torch.tensor([1, 2])
b = torch.tensor([10, 20, 30])
# 不会报错：向量的 kron 是一维的，外积才是矩阵
print(torch.kron(a, b))
print(torch.outer(a, b))
