import torch
from torch.profiler import ProfilerActivity, profile, schedule

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(8, 8).to(device)
x = torch.randn(4, 8, device=device)

# repeat=0 (default): the wait/warmup/active cycle repeats until the loop ends
with profile(
    activities=[ProfilerActivity.CPU],
    schedule=schedule(wait=1, warmup=1, active=2),
) as prof:
    for _ in range(8):  # two full cycles, 4 active steps in total
        model(x)
        prof.step()

count = next(e.count for e in prof.key_averages() if e.key == "aten::linear")
print("aten::linear calls reported:", count)  # only the last cycle's 2
