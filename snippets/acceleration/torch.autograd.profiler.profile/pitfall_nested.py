import torch
from torch.autograd import profiler

x = torch.randn(4, 4)
with profiler.profile() as outer:
    x + x
    with profiler.profile() as inner:  # a second profiler, e.g. inside a helper
        x @ x
    x * x

print("outer:", sorted(e.key for e in outer.key_averages()))
print("inner:", sorted(e.key for e in inner.key_averages()))
