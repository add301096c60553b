
from torch.profiler import schedule

n_active = 0  # 例如在小数据集上按 len(loader) // 100 算出来的
sched = schedule(wait=1, warmup=1, active=n_active)
