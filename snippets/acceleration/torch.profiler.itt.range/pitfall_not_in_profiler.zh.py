import torch
from torch.profiler import ProfilerActivity, itt, profile, record_function

x = torch.randn(64, 64)
with profile(activities=[ProfilerActivity.CPU]) as prof:
    with itt.range("itt_block"):  # 只给 Intel VTune 用
        x @ x
    with record_function("rf_block"):  # 给 torch.profiler 用
        x @ x

names = {e.key for e in prof.key_averages()}
print("itt_block in profile:", "itt_block" in names)
print("rf_block in profile:", "rf_block" in names)
