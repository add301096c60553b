import torch

t = torch.arange(6).reshape(2, 3).t()    # transposed: not contiguous
c = t.clone()
print(c.is_contiguous(), c.stride())     # clone keeps the strides
print(t.contiguous().view(-1))           # contiguous() gives a row-major copy
c.view(-1)
