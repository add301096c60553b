import torch
from torch.utils.data import DataLoader, TensorDataset

if __name__ == "__main__":
    data = TensorDataset(torch.arange(8.0).reshape(8, 1))
    # spawn/forkserver 通过 pickle 把数据集和 collate_fn 发送给每个工作进程；
    # 而 lambda 无法被 pickle。
    loader = DataLoader(
        data,
        batch_size=4,
        num_workers=1,
        multiprocessing_context="spawn",
        collate_fn=lambda batch: torch.cat([b[0] for b in batch]),
    )
    next(iter(loader))
