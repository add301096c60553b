import torch

x = torch.tensor([0, 1, 2])
print(torch.i0(x))   # out of place: float32
x.i0_()              # in place on int64 fails
