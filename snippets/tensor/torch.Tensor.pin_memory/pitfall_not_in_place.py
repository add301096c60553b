import torch

x = torch.ones(1024)
x.pin_memory()            # returns a NEW pinned tensor; the result is thrown away
print(x.is_pinned())

x = x.pin_memory()        # keep the returned tensor
print(x.is_pinned())
