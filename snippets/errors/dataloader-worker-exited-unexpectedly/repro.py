import os
import re
import signal

from torch.utils.data import DataLoader, Dataset


class Crashing(Dataset):
    def __len__(self):
        return 8

    def __getitem__(self, i):
        # What the Linux OOM killer does to a worker that uses too much RAM.
        os.kill(os.getpid(), signal.SIGKILL)


loader = DataLoader(Crashing(), batch_size=2, num_workers=1)
try:
    next(iter(loader))
except RuntimeError as exc:
    # The chained cause says how the worker died (signal name or exit code).
    print("cause:", re.sub(r"pid \d+", "pid N", str(exc.__cause__)))
    raise
