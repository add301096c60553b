import torch
from torch.utils.data import Dataset, random_split


class Numbers(Dataset):
    def __init__(self, n):
        self.data = torch.arange(n)
        self.transform = None

    def __len__(self):
        return len(self.data)

    def __getitem__(self, i):
        x = self.data[i]
        return self.transform(x) if self.transform else x


ds = Numbers(10)
gen = torch.Generator().manual_seed(0)
train, val = random_split(ds, [0.5, 0.5], generator=gen)

train.dataset.transform = lambda x: x + 1000  # "augmentation" meant for training only
print(val.dataset is ds)  # both subsets hold the same dataset object
print(val[0])  # validation samples are augmented too
