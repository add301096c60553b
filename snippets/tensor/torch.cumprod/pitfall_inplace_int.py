import torch

x = torch.tensor([100, 100, 100], dtype=torch.int8)
print(x.cumprod(0))     # the function form accumulates in int64
x.cumprod_(0)           # the in-place form keeps int8 and wraps around
print(x)
