import torch
from torch import nn

silu = nn.SiLU(inplace=True)

plain = torch.tensor([-1.0, 0.0, 2.0])   # a leaf that does not require grad
silu(plain)
print(plain)                             # modified in place without complaint

weight = torch.tensor([-1.0, 0.0, 2.0], requires_grad=True)   # a leaf that requires grad
silu(weight)                                                  # refused
