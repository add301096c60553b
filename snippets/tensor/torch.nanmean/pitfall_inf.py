import torch

x = torch.tensor([1.0, float("inf"), float("nan")])
# nothing raises: only NaN is skipped, inf still counts
print(x.nanmean())
finite = x[x.isfinite()]
print(finite.mean())
