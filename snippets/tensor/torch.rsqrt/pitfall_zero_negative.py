import torch

var = torch.tensor([0.0, 4.0, -1e-7])      # a constant feature; a variance with rounding error

print(torch.rsqrt(var))                    # inf and nan
print(torch.rsqrt(var.clamp(min=0) + 1e-5))
