import torch

M = torch.tensor([[1.0, -2.0],
                  [3.0, 4.0]])

# p 为数字时，torch.norm 把矩阵当作一个长向量
print(torch.norm(M, p=1), torch.norm(M, p=2), torch.norm(M, p=float("inf")))
# 同阶的矩阵范数
print(torch.linalg.matrix_norm(M, ord=1),
      torch.linalg.matrix_norm(M, ord=2),
      torch.linalg.matrix_norm(M, ord=float("inf")))
