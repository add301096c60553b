import torch
from torch import nn
from torch.nn.modules.module import register_module_backward_hook

layer = nn.Linear(2, 1)
handle = register_module_backward_hook(lambda m, grad_in, grad_out: print(len(grad_in)))
layer(torch.ones(1, 2, requires_grad=True)).sum().backward()  # 调用模块时发出 FutureWarning
handle.remove()
