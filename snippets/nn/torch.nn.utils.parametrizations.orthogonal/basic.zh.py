import torch
from torch import nn
from torch.nn.utils.parametrizations import orthogonal

torch.manual_seed(0)
square = orthogonal(nn.Linear(4, 4))
W = square.weight
print(torch.allclose(W @ W.T, torch.eye(4), atol=1e-5))  # W W^T = I

tall = orthogonal(nn.Linear(4, 6))  # 权重为 (6, 4)：列正交归一
W = tall.weight
print(W.shape, torch.allclose(W.T @ W, torch.eye(4), atol=1e-5))

# 训练中约束一直成立：优化器更新的是无约束的 original
opt = torch.optim.SGD(square.parameters(), lr=0.1)
square(torch.randn(8, 4)).pow(2).sum().backward()
opt.step()
W = square.weight
print(torch.allclose(W @ W.T, torch.eye(4), atol=1e-5))
print(list(square.state_dict().keys()))
