import torch

torch.manual_seed(0)
features = torch.randn(3, 5, dtype=torch.float64)
# 5 个变量却只有 3 个样本：协方差矩阵是奇异的。
cov = features.T @ features / 3

L, info = torch.linalg.cholesky_ex(cov)
print(info.item())  # > 0：分解在该阶顺序主子式处失败

L = torch.linalg.cholesky(cov + 1e-6 * torch.eye(5, dtype=torch.float64))
print(L.shape)
