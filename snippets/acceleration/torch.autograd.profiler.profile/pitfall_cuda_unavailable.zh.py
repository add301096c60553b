import torch
from torch.autograd import profiler

x = torch.randn(4, 4)
# 想统计 GPU 时间；在没有可用 GPU 的机器上它会悄悄退回。
with profiler.profile(use_device="cuda") as prof:
    x @ x
print("use_device:", prof.use_device)
print("any device time:", any(e.device_time_total > 0 for e in prof.key_averages()))
