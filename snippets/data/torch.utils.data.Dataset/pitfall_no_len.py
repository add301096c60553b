import torch
from torch.utils.data import DataLoader, Dataset


class Records(Dataset):
    def __init__(self):
        self.items = [torch.tensor([i]) for i in range(4)]

    def __getitem__(self, idx):  # __len__ forgotten
        return self.items[idx]


loader = DataLoader(Records(), batch_size=2)
for batch in loader:  # the default sampler needs len(dataset)
    print(batch)
