import torch

A = torch.tensor([[4.0, 7.0],
                  [2.0, 6.0]])              # det = 10
print(torch.logdet(A), torch.log(torch.det(A)))
# 在 det 下溢为 0 时仍是有限值
big = torch.eye(500) * 0.1
print(torch.det(big), torch.logdet(big))
# 典型用法：经 Cholesky 求协方差矩阵的对数行列式
cov = torch.tensor([[2.0, 0.5], [0.5, 1.0]])
L = torch.linalg.cholesky(cov)
print(torch.logdet(cov), 2 * L.diagonal().log().sum())
