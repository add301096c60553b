import os
import re
import signal

from torch.utils.data import DataLoader, Dataset


class Crashing(Dataset):
    def __len__(self):
        return 8

    def __getitem__(self, i):
        # Linux 的 OOM killer 对占用 RAM 过多的工作进程就是这么做的。
        os.kill(os.getpid(), signal.SIGKILL)


loader = DataLoader(Crashing(), batch_size=2, num_workers=1)
try:
    next(iter(loader))
except RuntimeError as exc:
    # 链式的 cause 说明了工作进程是怎么死的（信号名或退出码）。
    print("cause:", re.sub(r"pid \d+", "pid N", str(exc.__cause__)))
    raise
