import torch

x = torch.tensor(3.0)
y = torch.atleast_1d(x)      # a view, not a copy
y[0] = 7.0
print(x)                     # the original changed too
