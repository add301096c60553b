import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.arange(6, device=device).reshape(2, 3)

v = x.reshape(3, 2)          # x is contiguous: a view
v[0, 0] = 100
print(x[0, 0].item())        # 100: the write reached x

t = x.t()                    # non-contiguous
c = t.reshape(6)             # a copy this time
c[1] = -1
print(t[1, 0].item(), x[0, 1].item())   # unchanged
print(t.is_contiguous(), c.is_contiguous())
