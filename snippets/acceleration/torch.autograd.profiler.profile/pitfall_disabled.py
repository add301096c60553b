import torch
from torch.autograd import profiler

PROFILE = False  # a flag that switches profiling off

x = torch.randn(4, 4)
with profiler.profile(enabled=PROFILE) as prof:
    x @ x
print("prof is", prof)
print(prof.key_averages().table())
