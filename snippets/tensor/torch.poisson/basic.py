import torch

torch.manual_seed(0)
rates = torch.tensor([0.5, 4.0, 50.0])
counts = torch.poisson(rates)            # one draw per rate
print(counts, counts.dtype)              # whole numbers, stored as float

g = torch.Generator().manual_seed(1)
many = torch.poisson(torch.full((10000,), 4.0), generator=g)
print(many.mean().round(decimals=1), many.var().round(decimals=1))   # both near the rate
