import torch
from torch.utils.data import DataLoader, TensorDataset

ds = TensorDataset(torch.arange(4.0))

if __name__ == "__main__":
    loader = DataLoader(
        ds,
        batch_size=2,
        num_workers=1,
        collate_fn=lambda batch: batch,  # lambda 无法被 pickle
        multiprocessing_context="spawn",  # Windows/macOS 上的默认方式；Linux 上从 Python 3.14 起默认是 forkserver
    )
    next(iter(loader))
