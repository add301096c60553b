import torch

x = torch.tensor([-1.0, 0.5, 2.0])

print(x.clamp(min=0.0))                   # floor at a number
print(torch.maximum(x, torch.tensor(0.0)))  # or pass a 0-D tensor
torch.maximum(x, 0.0)                     # a Python number is not accepted
