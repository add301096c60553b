import torch
from torch.autograd import profiler
from torch.autograd.profiler_util import EventList, FunctionEvent, FunctionEventAvg

x = torch.randn(8, 8, requires_grad=True)
with profiler.profile(record_shapes=True) as prof:
    (x @ x).relu().sum().backward()

# function_events: one FunctionEvent per operator call, in start order.
events = prof.function_events
print(type(events).__name__, isinstance(events, list), type(events[0]).__name__)

# Each FunctionEvent knows its shapes, its parent and children, and its time range.
mm = next(e for e in events if e.name == "aten::mm")
print(mm.name, mm.input_shapes, "parent:", mm.cpu_parent.name)
print([child.name for child in mm.cpu_children])
print(type(mm.time_range).__name__, mm.time_range.elapsed_us() == mm.cpu_time_total)
print("kernels:", mm.kernels)  # Kernel tuples; empty when no GPU was profiled

# key_averages(): another EventList, one FunctionEventAvg per name.
averages = events.key_averages()
row = next(e for e in averages if e.key == "aten::mm")
print(type(row).__name__, row.key, "count", row.count)
print(isinstance(mm, FunctionEvent), isinstance(row, FunctionEventAvg))

# table() formats any EventList; the times change every run, so show the header only.
print(averages.table(sort_by="self_cpu_time_total", row_limit=3).splitlines()[1].split()[:3])
