import torch
from torch.autograd import profiler

x = torch.randn(64, 64)
with profiler.profile() as prof:
    torch.matmul(x, x)  # aten::matmul calls aten::mm inside it

averages = prof.key_averages()
total = prof.total_average()
matmul = next(e for e in averages if e.key == "aten::matmul")
mm = next(e for e in averages if e.key == "aten::mm")
# The parent's total already contains the child's time ...
print("matmul total >= mm total:", matmul.cpu_time_total >= mm.cpu_time_total)
# ... and total_average() adds both, so nested time is counted twice.
print("sum of totals > sum of self times:", total.cpu_time_total > prof.self_cpu_time_total)
