import torch
from torch import nn
from torch.nn.utils.parametrizations import orthogonal

torch.manual_seed(0)
conv = orthogonal(nn.Conv2d(3, 4, kernel_size=3))
W = conv.weight.detach()  # (4, 3, 3, 3) 被当作一批 3x3 矩阵

print(torch.allclose(W[0, 0] @ W[0, 0].T, torch.eye(3), atol=1e-5))  # 每个 3x3 卷积核切片是正交的
F = W.flatten(1)  # 通常想要的 (out, in*k*k) 矩阵
print(torch.allclose(F @ F.T, torch.eye(4), atol=1e-4))  # 并不正交
