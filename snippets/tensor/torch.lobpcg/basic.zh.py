import torch

torch.set_printoptions(precision=4)
torch.manual_seed(0)  # 不给 X 时，初始块是随机的
n = 30
# 一维拉普拉斯矩阵：对称正定，用稀疏格式存储
ones = torch.ones(n, dtype=torch.float64)
L = (torch.diag(2 * ones) - torch.diag(ones[1:], 1) - torch.diag(ones[1:], -1)).to_sparse()

eigvals, eigvecs = torch.lobpcg(L, k=3, largest=False)  # 最小的三个
print(eigvals)
print(eigvecs.shape)
print(torch.linalg.eigvalsh(L.to_dense())[:3])  # 稠密算法的参考值
