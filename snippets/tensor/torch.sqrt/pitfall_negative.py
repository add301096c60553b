import torch

a = torch.full((7,), 1000.1)              # constant values: the true variance is 0
var = (a ** 2).mean() - a.mean() ** 2     # E[x^2] - E[x]^2 loses precision in float32
print(var)                                # slightly negative
print(torch.sqrt(var))                    # nan, no error
print(torch.sqrt(var.clamp(min=0)))       # clamp first
print(a.std())                            # std centres the data first: tiny, never nan
