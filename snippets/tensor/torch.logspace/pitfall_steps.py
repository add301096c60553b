import torch

print(torch.logspace(0, 2, steps=3))   # steps must be given
torch.logspace(0, 2)                   # unlike NumPy, there is no default of 50
