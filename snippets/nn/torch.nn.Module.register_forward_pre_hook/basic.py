import torch
from torch import nn

layer = nn.Linear(2, 1)


def log_shape(module, args):
    print("input shape", tuple(args[0].shape))  # return None: input unchanged


def clamp_input(module, args):
    return args[0].clamp(max=1.0)  # a single value is wrapped into a tuple


h1 = layer.register_forward_pre_hook(log_shape)
h2 = layer.register_forward_pre_hook(clamp_input)
x = torch.full((1, 2), 5.0)
print(torch.equal(layer(x), layer(torch.ones(1, 2))))
h1.remove()
h2.remove()
