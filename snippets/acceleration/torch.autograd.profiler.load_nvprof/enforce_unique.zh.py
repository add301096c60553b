from torch.autograd import profiler

seen = profiler.EnforceUnique()  # 会发出弃用警告
seen.see(10)
seen.see(10, 1)  # 另一个键：(10, 1) 不等于 (10,)
try:
    seen.see(10)
except RuntimeError as err:
    print("RuntimeError:", err)
