import torch
from torch.profiler import ProfilerActivity, profile, supported_activities

available = supported_activities()
print(type(available).__name__, sorted(a.name for a in available))
print("CUDA visible:", torch.cuda.is_available())

# profile whatever this machine supports
with profile(activities=list(available)) as prof:
    torch.ones(32, 32).sum()
print("events recorded:", len(prof.events()) > 0)
