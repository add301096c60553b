import torch
from torch.utils.data import DataLoader, Dataset

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class Numbers(Dataset):
    def __len__(self):
        return 8

    def __getitem__(self, idx):
        return torch.tensor([idx], dtype=torch.float32)


def main():
    loader = DataLoader(
        Numbers(),
        batch_size=4,
        num_workers=2,  # worker processes load batches in parallel
        prefetch_factor=2,  # batches loaded in advance per worker (needs num_workers > 0)
        persistent_workers=True,  # keep workers alive between epochs
        pin_memory=device.type == "cuda",  # page-locked host memory for faster H2D copies
    )
    for epoch in range(2):
        for batch in loader:
            batch = batch.to(device, non_blocking=True)
        print(epoch, batch.flatten().tolist())


if __name__ == "__main__":  # required with the spawn/forkserver start methods
    main()
