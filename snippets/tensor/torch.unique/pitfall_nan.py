import torch

x = torch.tensor([1.0, float("nan"), float("nan")])

print(torch.unique(x))                    # every NaN is its own value: nan appears twice
print(torch.unique(x[~x.isnan()]))        # drop NaN first if it should not count
