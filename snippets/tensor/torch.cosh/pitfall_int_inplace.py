import torch

x = torch.tensor([0, 1, 2])
print(x.cosh())          # out of place: float32
x.cosh_()                # in place on int64: refused
