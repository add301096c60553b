import torch
from torch.autograd import profiler

x = torch.randn(4, 4)
# Asks for GPU timing; on a machine without a usable GPU it quietly falls back.
with profiler.profile(use_device="cuda") as prof:
    x @ x
print("use_device:", prof.use_device)
print("any device time:", any(e.device_time_total > 0 for e in prof.key_averages()))
