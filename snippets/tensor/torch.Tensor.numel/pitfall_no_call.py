import torch

x = torch.zeros(0, 3)            # empty
print(x.numel == 0)              # compares the method object: always False
print(bool(x.numel))             # a method is always truthy
print(x.numel() == 0)            # what was meant
