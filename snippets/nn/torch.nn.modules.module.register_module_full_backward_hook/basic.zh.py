import torch
from torch import nn
from torch.nn.modules.module import (
    register_module_full_backward_hook,
    register_module_full_backward_pre_hook,
)

net = nn.Sequential(nn.Linear(2, 2), nn.ReLU())
x = torch.ones(1, 2, requires_grad=True)

events = []
h1 = register_module_full_backward_pre_hook(lambda m, grad_out: events.append(("pre", type(m).__name__)))
h2 = register_module_full_backward_hook(lambda m, grad_in, grad_out: events.append(("post", type(m).__name__)))
net(x).sum().backward()  # 反向传播从输出往回依次经过各模块
h1.remove()
h2.remove()
print(events)
