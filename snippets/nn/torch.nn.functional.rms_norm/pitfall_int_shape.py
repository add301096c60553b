import torch
import torch.nn.functional as F

x = torch.randn(2, 8)
print(torch.nn.RMSNorm(8)(x).shape)  # the module accepts an int
F.rms_norm(x, 8)  # the function needs a tuple or list
