import torch
from torch.autograd import profiler

x = torch.randn(64, 64)
with profiler.profile() as prof:
    torch.matmul(x, x)  # aten::matmul 内部调用 aten::mm

averages = prof.key_averages()
total = prof.total_average()
matmul = next(e for e in averages if e.key == "aten::matmul")
mm = next(e for e in averages if e.key == "aten::mm")
# 父算子的总时间已经包含子算子的时间……
print("matmul total >= mm total:", matmul.cpu_time_total >= mm.cpu_time_total)
# ……total_average() 又把两者相加，嵌套部分被计了两次。
print("sum of totals > sum of self times:", total.cpu_time_total > prof.self_cpu_time_total)
