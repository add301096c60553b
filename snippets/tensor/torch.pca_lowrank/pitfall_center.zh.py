import torch

torch.set_printoptions(precision=4)
torch.manual_seed(0)
A = torch.randn(100, 4) + 3.0  # 想对这个矩阵做 SVD，它并不是数据集

print(torch.linalg.svdvals(A))
print(torch.pca_lowrank(A, q=4)[1])  # 这是 A 减去列均值之后的 SVD
print(torch.pca_lowrank(A, q=4, center=False)[1])
