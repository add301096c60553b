import torch
from torch.profiler import ProfilerActivity, itt, profile, record_function

x = torch.randn(64, 64)
with profile(activities=[ProfilerActivity.CPU]) as prof:
    with itt.range("itt_block"):  # for Intel VTune only
        x @ x
    with record_function("rf_block"):  # for torch.profiler
        x @ x

names = {e.key for e in prof.key_averages()}
print("itt_block in profile:", "itt_block" in names)
print("rf_block in profile:", "rf_block" in names)
