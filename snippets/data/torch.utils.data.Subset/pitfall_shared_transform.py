import torch
from torch.utils.data import Dataset, Subset


class Numbers(Dataset):
    def __init__(self):
        self.values = torch.arange(4.0)
        self.transform = None

    def __len__(self):
        return len(self.values)

    def __getitem__(self, i):
        x = self.values[i]
        return self.transform(x) if self.transform else x


data = Numbers()
train, val = Subset(data, [0, 1, 2]), Subset(data, [3])
train.dataset.transform = lambda x: x + 0.5  # meant as train-only augmentation
print(val[0])  # val sees it too: both subsets share one parent
