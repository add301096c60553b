import torch
from torch.profiler import itt

print("ITT available:", itt.is_available())

x = torch.randn(256, 256)
with itt.range("matmul block {}", 1):  # the name is msg.format(*args, **kwargs)
    y = x @ x

itt.range_push("post-processing")  # the same as a range, by hand
z = y.relu().sum()
itt.range_pop()
itt.mark("step done")  # a single instant, not a range
print("ran outside VTune without effect:", z.item() > 0)
