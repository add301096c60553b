import torch

upper_bounds = torch.tensor([10.0, 50.0, 100.0])   # orders up to 10, up to 50, up to 100
shipping = torch.tensor([5.0, 3.0, 0.0])

orders = torch.tensor([8.0, 42.0, 120.0])
idx = torch.searchsorted(upper_bounds, orders)
print(idx)                                         # 120 is past the end: index 3
print(shipping[idx.clamp(max=len(shipping) - 1)])  # clamp, or add an inf bound

shipping[idx]                                      # index 3 into 3 elements
