import torch
from torch.utils.data import DataLoader, Dataset


class Pairs(Dataset):
    def __init__(self):
        self.items = [torch.tensor([i, i]) for i in range(5)]

    def __len__(self):
        return 6  # 比实际数量多一个

    def __getitem__(self, i):
        return self.items[i]


for batch in DataLoader(Pairs(), batch_size=2, num_workers=1):
    print(batch.shape)
