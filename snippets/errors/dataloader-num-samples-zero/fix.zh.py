from pathlib import Path

import torch
from torch.utils.data import DataLoader, Dataset


class ImageFolder(Dataset):
    def __init__(self, root):
        root = Path(root)
        self.files = sorted(p for p in root.glob("*") if p.suffix.lower() in {".jpg", ".jpeg", ".png"})
        if not self.files:  # 在这里就失败，并在消息里指明是哪个文件夹
            raise FileNotFoundError(f"no images under {root.resolve()}")

    def __len__(self):
        return len(self.files)

    def __getitem__(self, i):
        return torch.zeros(3)


root = Path("data/train")
root.mkdir(parents=True)
for name in ["a.JPG", "b.png"]:
    (root / name).touch()
dataset = ImageFolder(root)
print(len(dataset), len(DataLoader(dataset, batch_size=4, shuffle=True)))
