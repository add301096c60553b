import torch
from torch import nn


def add_noise(module, grad_output):
    g = grad_output[0]
    return g, torch.zeros_like(g)  # 多返回了一个张量


layer = nn.Linear(2, 1)
layer.register_full_backward_pre_hook(add_noise)
layer(torch.ones(3, 2)).sum().backward()
