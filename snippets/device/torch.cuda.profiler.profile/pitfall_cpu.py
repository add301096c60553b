import torch

# Meant torch.profiler.profile, which works on the CPU and prints tables.
with torch.cuda.profiler.profile():
    torch.ones(100, 100) @ torch.ones(100, 100)
