import torch

x = torch.tensor([3, -3])

print(torch.frac(x.float()))   # convert first
torch.frac(x)                  # no integer kernel
