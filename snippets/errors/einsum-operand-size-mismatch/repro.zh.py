import torch

torch.manual_seed(0)
x = torch.randn(2, 3)  # [i, j]
w = torch.randn(4, 3)  # 与 nn.Linear.weight 一样按 [out, in] 存储，即 [k, j]
y = torch.einsum("ij,jk->ik", x, w)  # 而方程里写的 w 是 [j, k]
