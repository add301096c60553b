import torch

x = torch.tensor([-1.0, 0.0, 1.0], dtype=torch.float64)
print(torch.heaviside(x, torch.tensor(0.5, dtype=x.dtype)))   # same dtype works
torch.heaviside(x, torch.tensor(0.5))                          # float32 values: no type promotion here
