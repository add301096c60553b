import torch
from torch.autograd import profiler
from torch.autograd.profiler_util import EventList, FunctionEvent, FunctionEventAvg

x = torch.randn(8, 8, requires_grad=True)
with profiler.profile(record_shapes=True) as prof:
    (x @ x).relu().sum().backward()

# function_events：每次算子调用一个 FunctionEvent，按开始时间排序。
events = prof.function_events
print(type(events).__name__, isinstance(events, list), type(events[0]).__name__)

# 每个 FunctionEvent 都带有输入形状、父子事件和时间区间。
mm = next(e for e in events if e.name == "aten::mm")
print(mm.name, mm.input_shapes, "parent:", mm.cpu_parent.name)
print([child.name for child in mm.cpu_children])
print(type(mm.time_range).__name__, mm.time_range.elapsed_us() == mm.cpu_time_total)
print("kernels:", mm.kernels)  # Kernel 元组；没有剖析 GPU 时为空

# key_averages()：又一个 EventList，每个名字一行 FunctionEventAvg。
averages = events.key_averages()
row = next(e for e in averages if e.key == "aten::mm")
print(type(row).__name__, row.key, "count", row.count)
print(isinstance(mm, FunctionEvent), isinstance(row, FunctionEventAvg))

# table() 可以格式化任何 EventList；耗时每次运行都不同，这里只显示表头。
print(averages.table(sort_by="self_cpu_time_total", row_limit=3).splitlines()[1].split()[:3])
