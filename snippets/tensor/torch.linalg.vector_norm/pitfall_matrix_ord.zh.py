import torch

A = torch.eye(2)

print(torch.norm(A, p=2))                  # 旧的 torch.norm：对展平后的元素求 2-范数
print(torch.linalg.vector_norm(A, ord=2))  # 结果相同：1.4142
print(torch.linalg.norm(A, ord=2))         # linalg.norm 作用于矩阵：谱范数，1.0
