import torch

torch.manual_seed(0)
A = torch.randn(4, 4)

# Drop-in swap for U, S, Vh = torch.linalg.svd(A): the third result is V, not Vh
U, S, Vh = torch.svd_lowrank(A, q=4)
print(torch.allclose(U @ torch.diag(S) @ Vh, A, atol=1e-4))  # square: no shape error, wrong matrix
print(torch.allclose(U @ torch.diag(S) @ Vh.mT, A, atol=1e-4))
