import torch
from torch.utils.data import DataLoader, Dataset


class Records(Dataset):
    def __init__(self):
        self.items = [torch.tensor([i]) for i in range(4)]

    def __len__(self):
        return len(self.items)

    def get_item(self, idx):  # 名字写错了：DataLoader 调用的是 dataset[idx]
        return self.items[idx]


next(iter(DataLoader(Records(), batch_size=2)))
