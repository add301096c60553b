import torch
from torch.autograd.functional import hessian

x = torch.tensor([1.0, 2.0, 3.0])
# 函数返回 3 个值，不是标量
H = hessian(lambda t: t ** 3, x)
