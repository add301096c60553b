import torch

# 本想用 torch.profiler.profile：它在 CPU 上也能用，还能打印表格。
with torch.cuda.profiler.profile():
    torch.ones(100, 100) @ torch.ones(100, 100)
