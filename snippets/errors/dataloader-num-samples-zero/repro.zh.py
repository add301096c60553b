from pathlib import Path

import torch
from torch.utils.data import DataLoader, Dataset


class ImageFolder(Dataset):
    def __init__(self, root):
        self.files = sorted(Path(root).glob("*.jpg"))  # 路径写错或用了相对路径，什么都匹配不到

    def __len__(self):
        return len(self.files)

    def __getitem__(self, i):
        return torch.zeros(3)


dataset = ImageFolder("data/train")
loader = DataLoader(dataset, batch_size=4, shuffle=True)
