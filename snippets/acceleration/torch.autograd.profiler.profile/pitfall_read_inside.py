import torch
from torch.autograd import profiler

x = torch.randn(4, 4)
with profiler.profile() as prof:
    x @ x
    print("rows inside the block:", len(prof.key_averages()))
    prof.export_chrome_trace("trace.json")  # nothing has been collected yet
