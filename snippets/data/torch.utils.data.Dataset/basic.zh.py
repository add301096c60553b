import torch
from torch.utils.data import DataLoader, Dataset

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class Squares(Dataset):
    """Map-style dataset: sample i is (i, i**2)."""

    def __init__(self, n):
        self.x = torch.arange(n, dtype=torch.float32)  # 数据量小：直接放在内存里

    def __len__(self):
        return len(self.x)

    def __getitem__(self, idx):
        x = self.x[idx]
        return x, x ** 2  # 返回 CPU 张量；在训练循环里再把批次移到设备上


ds = Squares(5)
print(len(ds), ds[3])
for xb, yb in DataLoader(ds, batch_size=2):
    xb, yb = xb.to(device), yb.to(device)
    print(xb.tolist(), yb.tolist())
