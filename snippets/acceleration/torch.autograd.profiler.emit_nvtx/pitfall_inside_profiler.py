import torch
from torch.autograd import profiler

x = torch.randn(4, 4)
# emit_itt shows it on any machine; emit_nvtx on a GPU fails the same way.
with profiler.profile() as prof:
    with profiler.emit_itt():
        x @ x
