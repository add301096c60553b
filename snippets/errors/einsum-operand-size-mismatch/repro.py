import torch

torch.manual_seed(0)
x = torch.randn(2, 3)  # [i, j]
w = torch.randn(4, 3)  # stored as [out, in] like nn.Linear.weight, i.e. [k, j]
y = torch.einsum("ij,jk->ik", x, w)  # the equation says w is [j, k]
