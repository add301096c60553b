import torch

# 旋转生成元的指数是旋转矩阵
G = torch.tensor([[0.0, 1.0],
                  [-1.0, 0.0]])
R = torch.matrix_exp(G)                     # 与 torch.linalg.matrix_exp 相同
print(R)
print(torch.allclose(R @ R.T, torch.eye(2), atol=1e-6))
# 对角矩阵：对角线逐个取指数
print(torch.matrix_exp(torch.diag(torch.tensor([0.0, 1.0]))))
