import time

import torch
from torch.utils.data import DataLoader, Dataset

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class SlowDecode(Dataset):
    def __len__(self):
        return 32

    def __getitem__(self, i):
        time.sleep(0.03)
        return torch.full((4,), float(i))


def epoch_seconds(loader):
    start = time.perf_counter()
    for batch in loader:
        batch = batch.to(device, non_blocking=True)
    return time.perf_counter() - start


if __name__ == "__main__":
    serial = DataLoader(SlowDecode(), batch_size=8)
    parallel = DataLoader(
        SlowDecode(),
        batch_size=8,
        num_workers=2,  # 2 个工作进程并行准备批次
        persistent_workers=True,  # 在各个 epoch 之间保持它们存活（没有重启开销）
        pin_memory=device.type == "cuda",  # 主机端的锁页内存能加快向 GPU 的拷贝
        prefetch_factor=2,  # 每个工作进程提前准备的批次数
    )
    print("same data:", all(torch.equal(a, b) for a, b in zip(serial, parallel)))
    t_serial = epoch_seconds(serial)
    t_parallel = epoch_seconds(parallel)
    print("num_workers=2 faster than num_workers=0:", t_parallel < t_serial)
