
from torch.profiler import schedule

n_active = 0  # e.g. computed as len(loader) // 100 on a small dataset
sched = schedule(wait=1, warmup=1, active=n_active)
