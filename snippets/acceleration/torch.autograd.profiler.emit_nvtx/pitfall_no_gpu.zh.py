import torch
from torch.autograd import profiler

x = torch.randn(4, 4)
print("CUDA available:", torch.cuda.is_available())
with profiler.emit_nvtx():  # 进入时会调用 torch.cuda.synchronize()
    x @ x
