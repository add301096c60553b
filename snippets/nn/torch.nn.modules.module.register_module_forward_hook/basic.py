import torch
from torch import nn
from torch.nn.modules.module import (
    register_module_forward_hook,
    register_module_forward_pre_hook,
)

net = nn.Sequential(nn.Linear(2, 3), nn.ReLU())
other = nn.Linear(3, 1)

events = []
h1 = register_module_forward_pre_hook(lambda m, args: events.append(("in", type(m).__name__)))
h2 = register_module_forward_hook(lambda m, args, out: events.append(("out", type(m).__name__)))
other(net(torch.ones(1, 2)))  # every module in the process is hooked
h1.remove()
h2.remove()
print(events)
