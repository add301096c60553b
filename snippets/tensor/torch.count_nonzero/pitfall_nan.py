import torch

# sensor readings padded with NaN where nothing was measured
readings = torch.tensor([[0.5, 1.2, float("nan")],
                         [0.0, float("nan"), float("nan")]])

print(torch.count_nonzero(readings, dim=1))        # NaN is not zero: counted
print(torch.count_nonzero(~readings.isnan(), dim=1))   # count the measured values instead
