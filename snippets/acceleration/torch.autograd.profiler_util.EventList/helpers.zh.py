from torch.autograd.profiler_util import Interval, Kernel, StringTable

# Interval：起点和终点，单位微秒。
span = Interval(start=100, end=250)
print(span.start, span.end, span.elapsed_us())

# Kernel：描述一个设备 kernel 的命名元组（name, device, duration）。
kernel = Kernel(name="gemm", device=0, duration=42)
print(kernel.name, kernel.device, kernel.duration)

# StringTable：第一次查找时把 C++ 符号名还原成可读名字的字典。
names = StringTable()
print(names["_ZN2at6native3addEv"])
print(len(names))
