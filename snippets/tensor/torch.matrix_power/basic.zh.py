import torch

A = torch.tensor([[1.0, 1.0],
                  [1.0, 0.0]])
print(torch.matrix_power(A, 5))             # A @ A @ A @ A @ A：斐波那契数
print(A.matrix_power(0))                    # 单位矩阵
print(torch.matrix_power(A, -1))            # 逆矩阵
# ** 是逐元素的幂，不是矩阵幂
print(A ** 2, A.matrix_power(2), sep="\n")
