import torch
from torch.autograd import profiler

x = torch.randn(8, 8)
with profiler.profile() as prof:
    x @ x

# The column is headed "Self CPU", but the attribute is self_cpu_time_total.
print(prof.key_averages().table(sort_by="self_cpu_time", row_limit=5))
