import torch
from torch.utils.data import DataLoader, Dataset


class Pairs(Dataset):
    def __init__(self):
        self.items = [torch.tensor([i, i]) for i in range(5)]

    def __len__(self):
        return len(self.items)  # 由数据推导得出，绝不写死

    def __getitem__(self, i):
        return self.items[i]


ds = Pairs()
for i in range(len(ds)):  # 先在主进程中检查每个样本
    ds[i]
print([b.shape[0] for b in DataLoader(ds, batch_size=2, num_workers=1)])
