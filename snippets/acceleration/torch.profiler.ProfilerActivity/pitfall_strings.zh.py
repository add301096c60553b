import torch
from torch.profiler import profile

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.randn(4, 4, device=device)
with profile(activities=["cpu", "cuda"]) as prof:  # 字符串不是活动（ProfilerActivity）
    x @ x
