import torch
from torch.profiler import ProfilerActivity, profile

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.randn(4, 4, device=device)
# 很多 GPU 教程把 activities=[ProfilerActivity.CUDA] 写死。在没有 CUDA 的机器上，
# 这一项会被丢掉（"CUDA is not available, disabling CUDA profiling"），
# 接着 profile() 报错 "No activities specified for the profiler"。
# 应按当前构建支持的活动来生成列表，并始终保留 CPU：
wanted = [ProfilerActivity.CPU, ProfilerActivity.CUDA]
usable = [a for a in wanted if a in torch.profiler.supported_activities()]
print("usable:", [a.name for a in usable])

with profile(activities=usable) as prof:
    x @ x
print(any(e.key == "aten::mm" for e in prof.key_averages()))
