import torch

x = torch.tensor([0.3, 1.7, 2.4])

m = x.clone().gt_(1.0)       # in place: still float32, holds 0.0 / 1.0
print(m, m.dtype)
print(x[x.gt(1.0)])          # the out-of-place form returns bool

x[m]
