import torch
from torch import nn
from torch.nn.modules.module import register_module_full_backward_hook


def report(module, grad_input, grad_output):
    print(type(module).__name__, grad_input)


handle = register_module_full_backward_hook(report)
layer = nn.Linear(2, 1)
layer(torch.ones(1, 2)).sum().backward()  # the input does not require grad
handle.remove()
print(layer.weight.grad)  # the parameters still got their gradients
