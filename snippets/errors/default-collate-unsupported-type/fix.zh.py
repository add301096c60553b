from pathlib import Path

import torch
from torch.utils.data import DataLoader, Dataset, default_collate


class Images(Dataset):
    def __init__(self):
        self.files = [Path(f"img_{i}.png") for i in range(4)]

    def __len__(self):
        return len(self.files)

    def __getitem__(self, i):
        if i == 2:  # 一个解码失败的文件
            return None
        return torch.full((3,), float(i)), str(self.files[i])  # str 会被整理成列表


def skip_none(samples):
    return default_collate([s for s in samples if s is not None])


images, paths = next(iter(DataLoader(Images(), batch_size=4, collate_fn=skip_none)))
print(images.shape, paths)
