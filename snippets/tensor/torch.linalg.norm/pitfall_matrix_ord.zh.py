import torch

M = torch.tensor([[1.0, -2.0],
                  [3.0, 4.0]])

# 旧代码：torch.norm 对矩阵用 p=1 / p=inf 时，是对展平后的元素计算
print(torch.norm(M, p=1), torch.norm(M, p=float("inf")))
# linalg.norm 把同样的数值作为 ord 时，计算的是矩阵范数
print(torch.linalg.norm(M, ord=1), torch.linalg.norm(M, ord=float("inf")))
# vector_norm 保留了旧的含义
print(torch.linalg.vector_norm(M, ord=1), torch.linalg.vector_norm(M, ord=float("inf")))
