import torch

x = torch.tensor([1.0, float("nan"), 2.0])

print(x.sum())          # one NaN poisons the total
print(torch.nansum(x))  # treats NaN as zero
print(x[~x.isnan()].sum())
