import torch
import torch.nn.functional as F

x = torch.randn(2, 4)
print(torch.nn.LayerNorm(4)(x).shape)  # the module accepts an int
F.layer_norm(x, 4)  # the functional form wants a tuple/list
