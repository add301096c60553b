import torch

x = torch.tensor([0, 1, 2])
print(torch.sinh(x))   # out of place: float32
x.sinh_()              # in place on int64 fails
