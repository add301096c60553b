import torch
from torch.profiler import ProfilerActivity, profile

with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:  # 从 GPU 上的 notebook 里照搬过来
    torch.ones(32, 32).sum()
print("CUDA visible:", torch.cuda.is_available())
print("events:", len(prof.events()))
