import torch
from torch.autograd.functional import jacobian

x = torch.tensor([1.0, 2.0, 3.0])
# .item() 离开了计算图：函数返回的是 Python float
J = jacobian(lambda t: (t ** 2).sum().item(), x)
