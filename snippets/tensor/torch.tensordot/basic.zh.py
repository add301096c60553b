import torch

x = torch.arange(24.0).reshape(2, 3, 4)
y = torch.arange(12.0).reshape(4, 3)
# dims=1：x 的最后一维与 y 的第一维，相当于矩阵乘法
print(torch.tensordot(x, y, dims=1).shape)
# 显式配对：x 的第 [1, 2] 维与 y 的第 [1, 0] 维
out = torch.tensordot(x, y, dims=([1, 2], [1, 0]))
print(out)
print(torch.allclose(out, torch.einsum("bij,ji->b", x, y)))
# dims=0：外积
print(torch.tensordot(torch.ones(2), torch.ones(3), dims=0).shape)
