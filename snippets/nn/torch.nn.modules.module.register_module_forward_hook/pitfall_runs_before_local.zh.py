import torch
from torch import nn
from torch.nn.modules.module import register_module_forward_hook

layer = nn.Linear(2, 2)
layer.register_forward_hook(lambda m, args, out: out * 0)  # 替换输出
handle = register_module_forward_hook(lambda m, args, out: print("global sees", out.abs().sum().item() > 0))

print("caller sees", layer(torch.ones(1, 2)).abs().sum().item() > 0)
handle.remove()
