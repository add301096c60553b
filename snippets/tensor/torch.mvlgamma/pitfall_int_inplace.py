import torch

a = torch.tensor([2, 3])
print(torch.mvlgamma(a, p=2))   # out of place: float32
a.mvlgamma_(2)                  # in place on int64 fails
