import torch
from torch.autograd import profiler

x = torch.randn(4, 4)
annotate = profiler.emit_itt()  # emit_nvtx has the same flag
for step in range(2):
    with annotate:
        x @ x
    print("step", step, "done")
