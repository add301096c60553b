import torch
from torch.autograd.functional import vjp

x = torch.tensor([1.0, 2.0, 3.0])
# 输出有 3 个元素，不能省略向量 v
out, vJ = vjp(torch.sin, x)
