import torch

x = torch.tensor([0.1, float("nan"), 0.9])

print(x > 0.5)               # NaN is not greater than anything
print(~(x <= 0.5))           # "not below" is a different set: it includes NaN
print((x > 0.5) | x.isnan())
