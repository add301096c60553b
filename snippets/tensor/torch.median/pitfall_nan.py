import torch

latency_ms = torch.tensor([[12.0, 15.0, float("nan"), 11.0],
                           [20.0, 22.0, 21.0, 19.0]])   # a NaN where a request failed

print(latency_ms.median(dim=1).values)      # the first row's median is NaN
print(latency_ms.nanmedian(dim=1).values)   # NaN ignored: 12.0 for the first row
print(torch.nanmedian(torch.tensor([float("nan"), float("nan")])))   # only NaN left: still NaN
