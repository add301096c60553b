
from torch.profiler import schedule

sched = schedule(1, 1, 3)  # all arguments are keyword-only
