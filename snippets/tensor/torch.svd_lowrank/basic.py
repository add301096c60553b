import torch

torch.set_printoptions(precision=4)
torch.manual_seed(0)  # the algorithm draws a random projection
# A 300 x 200 matrix of rank 3 plus a little noise
A = torch.randn(300, 3) @ torch.randn(3, 200) + 0.01 * torch.randn(300, 200)

U, S, V = torch.svd_lowrank(A, q=5)  # ask for a few more than the rank you need
print(U.shape, S.shape, V.shape)
print(S[:3])
print(torch.linalg.svdvals(A)[:3])

# V is returned, not V^H: rebuild A with V.mT
A3 = U[:, :3] @ torch.diag(S[:3]) @ V[:, :3].mT
print(torch.linalg.norm(A - A3) / torch.linalg.norm(A))
