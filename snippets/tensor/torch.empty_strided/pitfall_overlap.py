import torch

# a stride of 0 makes both rows the same memory
x = torch.empty_strided((2, 3), (0, 1))
x.fill_(1.0)  # fill_ is allowed
print(x)
x.add_(1.0)   # but in-place arithmetic refuses overlapping memory
