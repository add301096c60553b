import torch

M = torch.tensor([[1.0, -2.0],
                  [3.0, 4.0]])

print(torch.linalg.vector_norm(M, ord=3))    # 所有元素的 3-范数
torch.linalg.norm(M, ord=3)                  # 不存在 3 阶矩阵范数
