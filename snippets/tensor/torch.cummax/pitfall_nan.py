import torch

x = torch.tensor([1.0, float("nan"), 5.0, 2.0])
print(x.cummax(0))                # once a NaN is seen it is the running max for good
print(x.nan_to_num(float("-inf")).cummax(0).values)
