import torch

x = torch.ones(1, 3)
print(x.expand(4, -1).shape)   # expand: -1 keeps a size
x.repeat(4, -1)                # repeat: factors are counts, -1 is invalid
