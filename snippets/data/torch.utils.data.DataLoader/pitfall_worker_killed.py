import os

from torch.utils.data import DataLoader, Dataset


class Dies(Dataset):
    """Stands in for a worker killed from outside (OOM killer, segfault in a C extension)."""

    def __len__(self):
        return 4

    def __getitem__(self, idx):
        os._exit(1)


if __name__ == "__main__":
    next(iter(DataLoader(Dies(), batch_size=2, num_workers=1)))
