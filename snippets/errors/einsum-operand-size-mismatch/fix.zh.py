import torch

torch.manual_seed(0)
x = torch.randn(2, 3)
w = torch.randn(4, 3)
print(x.shape, w.shape)
y = torch.einsum("ij,kj->ik", x, w)  # 按 w 实际的存储方式来描述它
print(y.shape, torch.allclose(y, x @ w.T))

batched = torch.einsum("...ij,...kj->...ik", torch.randn(5, 2, 3), w)  # 任意多个前导维度
print(batched.shape)
