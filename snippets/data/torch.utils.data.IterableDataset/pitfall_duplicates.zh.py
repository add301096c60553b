import torch
from torch.utils.data import DataLoader, IterableDataset


class Lines(IterableDataset):
    def __iter__(self):  # 没有用 get_worker_info()：每个工作进程都会产出全部数据
        return iter(range(5))


batches = DataLoader(Lines(), batch_size=5, num_workers=2)
print(sorted(torch.cat(list(batches)).tolist()))  # 每个样本都出现了两次
