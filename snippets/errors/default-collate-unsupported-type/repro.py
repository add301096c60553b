from pathlib import Path

import torch
from torch.utils.data import DataLoader, Dataset


class Images(Dataset):
    def __init__(self):
        self.files = [Path(f"img_{i}.png") for i in range(4)]

    def __len__(self):
        return len(self.files)

    def __getitem__(self, i):
        image = torch.full((3,), float(i))  # stands for the decoded image
        return image, self.files[i]  # a Path object: default_collate knows str, not Path


image, path = next(iter(DataLoader(Images(), batch_size=4)))
