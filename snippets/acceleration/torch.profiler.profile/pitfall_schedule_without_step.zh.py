import torch
from torch.profiler import ProfilerActivity, profile, schedule

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.randn(4, 4, device=device)
with profile(
    activities=[ProfilerActivity.CPU],
    schedule=schedule(wait=1, warmup=1, active=2),
) as prof:
    for _ in range(5):
        x @ x
        # 漏了 prof.step()：profiler 永远停在 "wait" 阶段

prof.key_averages()
