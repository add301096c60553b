import torch
from torch import nn
from torch.nn.modules.module import register_module_parameter_registration_hook


def zero_init(module, name, param):
    return nn.Parameter(torch.zeros_like(param))  # 本想把每个新权重都置零


handle = register_module_parameter_registration_hook(zero_init)
layer = nn.Linear(2, 2)
handle.remove()
print(layer.weight.abs().sum().item() > 0)  # reset_parameters() 在之后执行
