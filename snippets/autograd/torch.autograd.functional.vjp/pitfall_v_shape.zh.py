import torch
from torch.autograd.functional import vjp

x = torch.randn(4, 3)
# v 必须与输出形状 (4,) 相同，而不是输入形状 (4, 3)
out, vJ = vjp(lambda t: t.sum(dim=1), x, v=torch.ones(4, 3))
