import torch
from torch.profiler import ProfilerActivity, profile

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

print(list(ProfilerActivity.__members__))
print(ProfilerActivity.CPU in torch.profiler.supported_activities())

# 根据设备选择要采集的活动，而不是写死 CUDA。
activities = [ProfilerActivity.CPU]
if device.type == "cuda":
    activities.append(ProfilerActivity.CUDA)
print([a.name for a in activities])

x = torch.randn(4, 4, device=device)
with profile(activities=activities) as prof:
    x @ x
print(any(e.key == "aten::mm" for e in prof.key_averages()))
