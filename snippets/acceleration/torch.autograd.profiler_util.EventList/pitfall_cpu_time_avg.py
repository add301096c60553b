import torch
from torch.autograd import profiler

x = torch.randn(64, 64)
with profiler.profile() as prof:
    for _ in range(10):
        x @ x

row = next(e for e in prof.key_averages() if e.key == "aten::mm")
print("count:", row.count)
# cpu_time is the mean per call, cpu_time_total the sum over the calls.
print("cpu_time * count == cpu_time_total:", abs(row.cpu_time * row.count - row.cpu_time_total) < 1e-6)
print("cpu_time < cpu_time_total:", row.cpu_time < row.cpu_time_total)
