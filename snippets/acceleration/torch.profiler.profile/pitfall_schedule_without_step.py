import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch.profiler import ProfilerActivity, profile, schedule

x = torch.randn(4, 4, device=device)
with profile(
    activities=[ProfilerActivity.CPU],
    schedule=schedule(wait=1, warmup=1, active=2),
) as prof:
    for _ in range(5):
        x @ x
        # prof.step() missing: the profiler never leaves the "wait" phase

prof.key_averages()
