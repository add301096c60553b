import torch

torch.manual_seed(0)
A = torch.randn(5, 3)

U, S, Vh = torch.linalg.svd(A, full_matrices=False)
print(U.shape, S.shape, Vh.shape)
print(S)  # 奇异值，从大到小排列
print(torch.allclose(U @ torch.diag(S) @ Vh, A, atol=1e-6))

# 最佳秩 1 近似：只保留最大的奇异值。
A1 = S[0] * torch.outer(U[:, 0], Vh[0])
print(torch.linalg.matrix_rank(A1).item())
