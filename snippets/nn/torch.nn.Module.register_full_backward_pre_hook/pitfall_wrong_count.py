import torch
from torch import nn


def add_noise(module, grad_output):
    g = grad_output[0]
    return g, torch.zeros_like(g)  # one tensor too many


layer = nn.Linear(2, 1)
layer.register_full_backward_pre_hook(add_noise)
layer(torch.ones(3, 2)).sum().backward()
