import torch
from torch.profiler import ProfilerActivity, profile, supported_activities

available = supported_activities()
print(type(available).__name__, sorted(a.name for a in available))
print("CUDA visible:", torch.cuda.is_available())

# 这台机器支持什么就记录什么
with profile(activities=list(available)) as prof:
    torch.ones(32, 32).sum()
print("events recorded:", len(prof.events()) > 0)
