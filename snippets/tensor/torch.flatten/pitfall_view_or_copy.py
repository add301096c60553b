import torch

a = torch.arange(6).reshape(2, 3)
fa = a.flatten()                 # contiguous input: a view
fa[0] = 99
print(a[0, 0].item())            # changed

t = torch.arange(6).reshape(2, 3).t()
ft = t.flatten()                 # transposed: the strides cannot express it, so a copy
ft[0] = 99
print(t[0, 0].item())            # unchanged

s = torch.arange(24).reshape(4, 3, 2)[::2]  # a slice: not contiguous, yet...
fs = s.flatten(1)                # ...its strides can express (2, 6): a view
fs[0, 0] = 99
print(s.is_contiguous(), s[0, 0, 0].item())  # changed
