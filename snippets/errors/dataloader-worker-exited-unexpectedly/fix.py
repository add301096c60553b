import torch
from torch.utils.data import DataLoader, Dataset


class Fixed(Dataset):
    def __len__(self):
        return 8

    def __getitem__(self, i):
        return torch.tensor([i])


# Step 1 of debugging: num_workers=0 runs __getitem__ in the main process, so a Python
# exception in it shows its real traceback instead of a dead worker.
print([b.tolist() for b in DataLoader(Fixed(), batch_size=4, num_workers=0)])
# Once the dataset is fixed (and uses little memory per worker), workers are safe again.
print([b.tolist() for b in DataLoader(Fixed(), batch_size=4, num_workers=1)])
