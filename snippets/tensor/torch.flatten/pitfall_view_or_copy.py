import torch

a = torch.arange(6).reshape(2, 3)
fa = a.flatten()                 # contiguous input: a view
fa[0] = 99
print(a[0, 0].item())            # changed

t = torch.arange(6).reshape(2, 3).t()
ft = t.flatten()                 # non-contiguous input: a copy
ft[0] = 99
print(t[0, 0].item())            # unchanged
