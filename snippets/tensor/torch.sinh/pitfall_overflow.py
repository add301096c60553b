import torch

x = torch.tensor([80.0, 89.0, 90.0])
print(torch.sinh(x))              # float32 overflows to inf past about 89.4
print(torch.sinh(x.double()))     # float64 still finite
print(torch.asinh(torch.sinh(x))) # the round trip no longer works
