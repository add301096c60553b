import torch
from torch.autograd import profiler

x = torch.randn(4, 4)
with profiler.profile() as outer:
    x + x
    with profiler.profile() as inner:  # 第二个 profiler，例如藏在某个辅助函数里
        x @ x
    x * x

print("outer:", sorted(e.key for e in outer.key_averages()))
print("inner:", sorted(e.key for e in inner.key_averages()))
