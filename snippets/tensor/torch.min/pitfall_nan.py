import torch

d = torch.tensor([1.0, float("nan"), 0.5])

print(d.min())                         # NaN wins: the result is nan
print(d.min(dim=0))                    # and its index is the NaN's position
print(d[~d.isnan()].min())             # drop NaNs first
print(torch.fmin(d, torch.tensor(float("inf"))).min())  # or replace them via fmin
