import torch
from torch.optim.lr_scheduler import LRScheduler


class HalveEvery(LRScheduler):
    """Halves every group's lr each `period` epochs."""

    def __init__(self, optimizer, period, last_epoch=-1):
        self.period = period  # 在 super().__init__ 之前设置属性，因为它会调用 get_lr()
        super().__init__(optimizer, last_epoch)

    def get_lr(self):
        factor = 0.5 ** (self.last_epoch // self.period)
        return [base * factor for base in self.base_lrs]


opt = torch.optim.SGD(torch.nn.Linear(2, 1).parameters(), lr=0.8)
sched = HalveEvery(opt, period=2)
lrs = []
for _ in range(6):
    lrs.append(sched.get_last_lr()[0])
    opt.step()
    sched.step()
print(lrs)
