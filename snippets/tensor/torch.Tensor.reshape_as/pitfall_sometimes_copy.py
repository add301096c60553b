import torch

template = torch.empty(6)

a = torch.arange(6.0).reshape(2, 3)
flat_a = a.reshape_as(template)
flat_a[0] = -1.0
print(a[0, 0])           # changed: reshape_as returned a view

b = torch.arange(6.0).reshape(2, 3).t()
flat_b = b.reshape_as(template)
flat_b[0] = -1.0
print(b[0, 0])           # unchanged: reshape_as had to copy
