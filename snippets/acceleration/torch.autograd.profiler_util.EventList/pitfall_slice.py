import torch
from torch.autograd import profiler

x = torch.randn(8, 8)
with profiler.profile() as prof:
    (x @ x).relu()

first = prof.function_events[:3]  # slicing gives a plain list
print(type(first).__name__)
print(first.table())
