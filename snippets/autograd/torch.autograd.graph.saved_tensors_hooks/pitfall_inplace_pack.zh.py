import torch
from torch.autograd.graph import saved_tensors_hooks


def pack(t):
    t.mul_(2)  # 直接在已保存张量的内存上原地修改
    return t


x = torch.randn(4, requires_grad=True)
with saved_tensors_hooks(pack, lambda t: t):
    y = torch.exp(x)
