from pathlib import Path

import torch
from torch.utils.data import DataLoader, Dataset


class Images(Dataset):
    def __init__(self):
        self.files = [Path(f"img_{i}.png") for i in range(4)]

    def __len__(self):
        return len(self.files)

    def __getitem__(self, i):
        image = torch.full((3,), float(i))  # 代表解码后的图像
        return image, self.files[i]  # 一个 Path 对象：default_collate 认识 str，不认识 Path


image, path = next(iter(DataLoader(Images(), batch_size=4)))
