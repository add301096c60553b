import torch

x = torch.tensor([[1.0, float("nan"), 3.0],
                  [4.0, 5.0, 6.0]])
print(x.mean())                       # one NaN spoils mean
print(torch.nanmean(x))               # NaNs are skipped and not counted
print(x.nanmean(dim=1))
# the same as summing the finite part and dividing by its count
keep = ~x.isnan()
print(x[keep].sum() / keep.sum())
