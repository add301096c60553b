import torch
from torch.autograd import profiler
from torch.autograd.profiler_util import EventList

x = torch.randn(8, 8)
with profiler.profile() as prof:
    (x @ x).relu()

# 只保留 aten:: 算子，再做汇总。
aten_only = EventList([e for e in prof.function_events if e.name.startswith("aten::")])
print(len(aten_only), "events")
print(aten_only.key_averages())
