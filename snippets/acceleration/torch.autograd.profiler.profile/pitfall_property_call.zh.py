import torch
from torch.autograd import profiler

x = torch.randn(4, 4)
with profiler.profile() as prof:
    x @ x

print(prof.total_average().key)  # 方法
print(prof.self_cpu_time_total())  # 属性，不是方法
