import torch
from torch.autograd import profiler

x = torch.randn(4, 4)
with profiler.profile() as prof:
    x @ x

print(prof.total_average().key)  # a method
print(prof.self_cpu_time_total())  # a property, not a method
