import torch
from torch import nn

layer = nn.Linear(2, 1)
layer.register_forward_pre_hook(lambda module, args: print(args[0].shape))
layer(input=torch.ones(1, 2))  # keyword argument: args is ()
