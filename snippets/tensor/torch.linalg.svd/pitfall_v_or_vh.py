import torch

torch.manual_seed(0)
A = torch.randn(4, 3)

U, S, V = torch.svd(A)  # old API: returns V
U2, S2, Vh = torch.linalg.svd(A, full_matrices=False)  # returns V transposed

print(torch.allclose(U @ torch.diag(S) @ V.mT, A, atol=1e-6))
print(torch.allclose(U2 @ torch.diag(S2) @ Vh, A, atol=1e-6))
# Reusing the old formula with linalg.svd's result:
print(torch.allclose(U2 @ torch.diag(S2) @ Vh.mT, A, atol=1e-6))
