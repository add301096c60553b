from torch.autograd.profiler_util import Interval, Kernel, StringTable

# Interval: a start and an end, in microseconds.
span = Interval(start=100, end=250)
print(span.start, span.end, span.elapsed_us())

# Kernel: a named tuple (name, device, duration) for one device kernel.
kernel = Kernel(name="gemm", device=0, duration=42)
print(kernel.name, kernel.device, kernel.duration)

# StringTable: a dict that demangles C++ symbol names on first lookup.
names = StringTable()
print(names["_ZN2at6native3addEv"])
print(len(names))
