import torch
from torch.utils.data import DataLoader, Dataset


class OnGpu(Dataset):
    def __len__(self):
        return 4

    def __getitem__(self, i):
        return torch.full((2,), float(i), device="cuda")  # CUDA used inside a worker


model = torch.nn.Linear(2, 1).to("cuda")  # the main process has initialised CUDA
batch = next(iter(DataLoader(OnGpu(), batch_size=2, num_workers=1)))  # workers are forked on Linux
