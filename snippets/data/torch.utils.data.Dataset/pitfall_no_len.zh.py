import torch
from torch.utils.data import DataLoader, Dataset


class Records(Dataset):
    def __init__(self):
        self.items = [torch.tensor([i]) for i in range(4)]

    def __getitem__(self, idx):  # 忘了实现 __len__
        return self.items[idx]


loader = DataLoader(Records(), batch_size=2)
for batch in loader:  # 默认采样器需要 len(dataset)
    print(batch)
