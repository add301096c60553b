import torch

y = torch.tensor([0.999999, 0.9999999, 0.99999999])    # float32

print(y == 1.0)                        # the last value is already rounded to 1.0
print(torch.erfinv(y))                 # so its inverse is inf
print(torch.erfinv(y.clamp(-1 + 1e-7, 1 - 1e-7)))      # keep away from +-1
print(torch.erfinv(torch.tensor([0.99999999], dtype=torch.float64)))   # or build the values in float64
