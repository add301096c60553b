import torch
from torch.autograd.functional import vjp

def f(x):
    return x.sin(), x.cos()  # two outputs

x = torch.zeros(3)
out, g = vjp(f, x, torch.ones(3))  # one v for two outputs
