import torch
from torch.autograd.functional import vjp

def f(x):
    return x.sin(), x.cos()  # 两个输出

x = torch.zeros(3)
out, g = vjp(f, x, torch.ones(3))  # 两个输出却只给了一个 v
