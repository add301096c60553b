import torch

torch.manual_seed(0)
A = torch.randn(5, 3)

U, S, Vh = torch.linalg.svd(A, full_matrices=False)
print(U.shape, S.shape, Vh.shape)
print(S)  # singular values, largest first
print(torch.allclose(U @ torch.diag(S) @ Vh, A, atol=1e-6))

# Best rank-1 approximation: keep the largest singular value.
A1 = S[0] * torch.outer(U[:, 0], Vh[0])
print(torch.linalg.matrix_rank(A1).item())
