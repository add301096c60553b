import torch

torch.manual_seed(0)
A = torch.randn(4, 4)

# 直接替换 U, S, Vh = torch.linalg.svd(A)：第三个结果是 V，不是 Vh
U, S, Vh = torch.svd_lowrank(A, q=4)
print(torch.allclose(U @ torch.diag(S) @ Vh, A, atol=1e-4))  # 方阵：不报形状错误，但矩阵是错的
print(torch.allclose(U @ torch.diag(S) @ Vh.mT, A, atol=1e-4))
