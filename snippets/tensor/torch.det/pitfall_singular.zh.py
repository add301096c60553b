import torch

torch.manual_seed(0)
a = torch.randn(4, 3)
M = a @ a.T                               # 4 x 4 但秩为 3：奇异矩阵

print(torch.det(M))                       # 在 float32 下并不恰好为 0
print(torch.det(M) == 0)
print(torch.linalg.matrix_rank(M))        # 直接检查是否可逆
