import torch

x = torch.tensor([0.5, 300.0, 448.0, 1000.0, -5000.0])
# Casting without a scale: magnitudes above 448 are clamped to 448 on this CPU run, no error
print(torch.finfo(torch.float8_e4m3fn).max)
print(x.to(torch.float8_e4m3fn).float())
