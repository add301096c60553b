import torch
from torch.autograd.functional import hvp

x = torch.tensor([1.0, 2.0, 3.0])
# 传入的是逐样本的损失向量，而不是它的均值
out, Hv = hvp(lambda t: t ** 3, x, v=torch.ones(3))
