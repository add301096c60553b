import torch

A = torch.tensor([[1.0, 2.0],
                  [3.0, 4.0]])
# 不会报错：** 对每个元素求平方
print(A ** 2)
print(torch.matrix_power(A, 2))
