import torch

torch.manual_seed(0)
A = torch.randn(4, 3)

U, S, V = torch.svd(A)  # 旧 API：返回 V
U2, S2, Vh = torch.linalg.svd(A, full_matrices=False)  # 返回 V 的转置

print(torch.allclose(U @ torch.diag(S) @ V.mT, A, atol=1e-6))
print(torch.allclose(U2 @ torch.diag(S2) @ Vh, A, atol=1e-6))
# 把旧公式套到 linalg.svd 的结果上：
print(torch.allclose(U2 @ torch.diag(S2) @ Vh.mT, A, atol=1e-6))
