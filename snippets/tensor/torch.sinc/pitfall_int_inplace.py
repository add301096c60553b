import torch

n = torch.arange(-2, 3)
print(torch.sinc(n))   # out of place: float32
n.sinc_()              # in place on int64 fails
