import torch
from torch import nn
from torch.nn.utils.parametrizations import orthogonal

torch.manual_seed(0)
conv = orthogonal(nn.Conv2d(3, 4, kernel_size=3))
W = conv.weight.detach()  # (4, 3, 3, 3) is read as a batch of 3x3 matrices

print(torch.allclose(W[0, 0] @ W[0, 0].T, torch.eye(3), atol=1e-5))  # each kernel slice is orthogonal
F = W.flatten(1)  # the (out, in*k*k) matrix people usually mean
print(torch.allclose(F @ F.T, torch.eye(4), atol=1e-4))  # not orthogonal
