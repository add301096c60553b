
from torch.profiler import schedule

sched = schedule(1, 1, 3)  # 所有参数都只能以关键字传入
