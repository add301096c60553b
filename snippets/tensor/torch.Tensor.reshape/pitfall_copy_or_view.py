import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.arange(6, device=device).reshape(2, 3)

v = x.reshape(3, 2)          # x is contiguous: a view
v[0, 0] = 100
print(x[0, 0].item())        # 100: the write reached x

t = x.t()                    # non-contiguous, shape (3, 2)
c = t.reshape(6)             # flattening it needs a copy
c[1] = -1
print(t[1, 0].item(), x[0, 1].item())   # unchanged
print(t.is_contiguous(), c.is_contiguous())

s = t.reshape(3, 2, 1)       # non-contiguous too, but only adds a dimension: a view
s[1, 0, 0] = -1
print(t[1, 0].item(), x[0, 1].item())   # -1 -1: this write reached x
print(s.untyped_storage().data_ptr() == x.untyped_storage().data_ptr())
