import torch
from torch.autograd import profiler

x = torch.randn(8, 8)
with profiler.profile() as prof:
    (x @ x).relu()

first = prof.function_events[:3]  # 切片得到的是普通 list
print(type(first).__name__)
print(first.table())
