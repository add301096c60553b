import torch
from torch.utils.data import DataLoader, Dataset


class Windows(Dataset):
    """Sliding windows of length 3 over a sequence."""

    def __init__(self, seq):
        self.seq = seq

    def __len__(self):
        return len(self.seq)  # 应为 len(self.seq) - 3 + 1

    def __getitem__(self, idx):
        return self.seq[idx : idx + 3]


ds = Windows(torch.arange(6))
print(ds[0], ds[5])  # 最后一个索引得到的窗口不够长
next(iter(DataLoader(ds, batch_size=6)))
