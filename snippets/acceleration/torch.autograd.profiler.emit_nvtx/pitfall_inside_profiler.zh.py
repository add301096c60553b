import torch
from torch.autograd import profiler

x = torch.randn(4, 4)
# emit_itt 在任何机器上都能演示；在 GPU 上 emit_nvtx 也以同样的方式失败。
with profiler.profile() as prof:
    with profiler.emit_itt():
        x @ x
