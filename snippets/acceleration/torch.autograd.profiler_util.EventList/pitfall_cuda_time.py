import torch
from torch.autograd import profiler

x = torch.randn(8, 8)
with profiler.profile() as prof:
    x @ x

mm = next(e for e in prof.function_events if e.name == "aten::mm")
print(mm.cuda_time_total)  # the old name of device_time_total
