import torch
from torch.autograd import profiler

x = torch.randn(4, 4)
print("CUDA available:", torch.cuda.is_available())
with profiler.emit_nvtx():  # calls torch.cuda.synchronize() on entry
    x @ x
