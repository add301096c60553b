import torch
from torch.autograd.functional import jacobian

W = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
x = torch.ones(2)

# 线性层：它的雅可比矩阵就是常量 W
J = jacobian(lambda v: W @ v, x, create_graph=True, strict=True)
