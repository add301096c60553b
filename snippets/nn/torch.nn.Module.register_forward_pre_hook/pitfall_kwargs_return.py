import torch
from torch import nn


def double_input(module, args, kwargs):
    return (args[0] * 2,)  # with_kwargs=True needs (args, kwargs)


layer = nn.Linear(2, 1)
layer.register_forward_pre_hook(double_input, with_kwargs=True)
layer(torch.ones(1, 2))
