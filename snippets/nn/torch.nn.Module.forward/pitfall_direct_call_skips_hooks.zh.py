import torch
from torch import nn

layer = nn.Linear(2, 1)
layer.register_forward_hook(lambda module, args, output: print("hook ran"))

x = torch.ones(1, 2)
print("layer(x):")
layer(x)
print("layer.forward(x):")
layer.forward(x)  # 钩子没有执行
