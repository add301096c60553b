import torch

x = torch.tensor([-1e-8, -0.5, 0.25])
r = torch.remainder(x, 1.0)
print(r)                 # the first value is 1.0, not something below 1
print((r < 1.0).all())   # the expected [0, 1) range does not hold

r64 = torch.remainder(x.double(), 1.0)
print(r64[0].item())     # float64 can hold 1 - 1e-8
