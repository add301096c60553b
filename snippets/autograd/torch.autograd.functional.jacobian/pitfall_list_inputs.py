import torch
from torch.autograd.functional import jacobian

w = torch.randn(3)
b = torch.randn(1)

def f(w, b):
    return torch.tanh(w * 2 + b)

J = jacobian(f, [w, b])  # a list, as one writes for optimizer parameters
