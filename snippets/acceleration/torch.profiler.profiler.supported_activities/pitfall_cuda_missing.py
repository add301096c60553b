import torch
from torch.profiler import ProfilerActivity, profile

with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:  # copied from a GPU notebook
    torch.ones(32, 32).sum()
print("CUDA visible:", torch.cuda.is_available())
print("events:", len(prof.events()))
