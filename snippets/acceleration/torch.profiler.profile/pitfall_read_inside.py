import torch
from torch.profiler import ProfilerActivity, profile

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.randn(4, 4, device=device)
with profile(activities=[ProfilerActivity.CPU]) as prof:
    x @ x
    print("inside the block:", len(prof.key_averages()), "events")

print("after the block :", len(prof.key_averages()) > 0)
