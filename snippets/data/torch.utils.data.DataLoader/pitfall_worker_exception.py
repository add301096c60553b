import torch
from torch.utils.data import DataLoader, Dataset


class Flaky(Dataset):
    def __len__(self):
        return 4

    def __getitem__(self, idx):
        if idx == 2:
            raise ValueError(f"corrupt record {idx}")
        return torch.tensor(idx)


if __name__ == "__main__":
    for batch in DataLoader(Flaky(), batch_size=1, num_workers=1):
        print(batch)
