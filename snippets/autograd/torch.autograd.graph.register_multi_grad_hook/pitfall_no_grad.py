import torch
from torch.autograd.graph import register_multi_grad_hook

w = torch.ones(2, requires_grad=True)
x = torch.ones(2)  # an input batch, which does not require grad
handle = register_multi_grad_hook((w, x), lambda grads: print(grads))
