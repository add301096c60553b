import torch

print(torch.logspace(1, 1000, steps=4))      # start and end are exponents: 10**1000 is inf
print(torch.logspace(0, 3, steps=4))         # 10**0 .. 10**3: what 1 .. 1000 means

lo, hi = torch.tensor(1e-5), torch.tensor(1e-1)
print(torch.logspace(lo.log10().item(), hi.log10().item(), steps=5))
