import torch

x = torch.zeros(2, 3).t()
print(x.is_contiguous())       # False
print(bool(x.is_contiguous))   # without (): a method object, always truthy
