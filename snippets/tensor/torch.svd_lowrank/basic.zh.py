import torch

torch.set_printoptions(precision=4)
torch.manual_seed(0)  # 算法会抽取随机投影
# 一个秩为 3 的 300 x 200 矩阵，加一点噪声
A = torch.randn(300, 3) @ torch.randn(3, 200) + 0.01 * torch.randn(300, 200)

U, S, V = torch.svd_lowrank(A, q=5)  # 比需要的秩多要几个
print(U.shape, S.shape, V.shape)
print(S[:3])
print(torch.linalg.svdvals(A)[:3])

# 返回的是 V 而不是 V^H：重建 A 时用 V.mT
A3 = U[:, :3] @ torch.diag(S[:3]) @ V[:, :3].mT
print(torch.linalg.norm(A - A3) / torch.linalg.norm(A))
