from torch.autograd import profiler

seen = profiler.EnforceUnique()  # warns: deprecated
seen.see(10)
seen.see(10, 1)  # a different key: (10, 1) is not (10,)
try:
    seen.see(10)
except RuntimeError as err:
    print("RuntimeError:", err)
