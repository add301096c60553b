import torch

xs = [torch.tensor([1.0, 4.0]), torch.tensor([9.0])]

torch._foreach_sqrt(xs)       # no trailing underscore: the result is thrown away
print(xs)                     # unchanged

xs = torch._foreach_sqrt(xs)  # keep the result...
print(type(xs).__name__)      # ...but it is now a tuple, not a list
print(xs)
