import numpy as np
import torch
from torch.utils.data import DataLoader, Dataset

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class Features(Dataset):
    def __len__(self):
        return 4

    def __getitem__(self, idx):
        return np.array([idx, idx + 0.5])  # NumPy 的默认 dtype 是 float64


model = torch.nn.Linear(2, 1).to(device)  # 权重是 float32
batch = next(iter(DataLoader(Features(), batch_size=4)))
print(batch.dtype)  # default_collate 保留了 float64
model(batch.to(device))
