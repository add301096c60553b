import math

import torch
from torch.utils.data import DataLoader, IterableDataset, get_worker_info


class RangeStream(IterableDataset):
    """Streams start..end-1; each DataLoader worker takes its own slice."""

    def __init__(self, start, end):
        self.start, self.end = start, end

    def __iter__(self):
        info = get_worker_info()  # 在主进程中为 None
        if info is None:
            lo, hi = self.start, self.end
        else:
            per_worker = math.ceil((self.end - self.start) / info.num_workers)
            lo = self.start + info.id * per_worker
            hi = min(lo + per_worker, self.end)
        return iter(range(lo, hi))


ds = RangeStream(0, 10)
print(sorted(torch.cat(list(DataLoader(ds, batch_size=3))).tolist()))
print(sorted(torch.cat(list(DataLoader(ds, batch_size=3, num_workers=2))).tolist()))
