import torch
from torch.autograd import profiler

x = torch.randn(4, 4)
prof = profiler.profile()  # 只在循环外创建一次
for step in range(2):
    with prof:
        x @ x
    print("step", step, "rows:", len(prof.key_averages()))
