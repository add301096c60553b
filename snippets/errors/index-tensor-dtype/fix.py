import torch

values = torch.arange(10.0)
lo, hi = torch.tensor([2]), torch.tensor([7])
mid = torch.div(lo + hi, 2, rounding_mode="floor")  # stays int64
print(mid.dtype, values[mid])
print(values[values > 6.5])  # selecting by condition: a bool mask
