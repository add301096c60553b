import torch
from torch.utils.data import DataLoader, Dataset


class OnGpu(Dataset):
    def __len__(self):
        return 4

    def __getitem__(self, i):
        return torch.full((2,), float(i), device="cuda")  # 在工作进程中用到了 CUDA


model = torch.nn.Linear(2, 1).to("cuda")  # 主进程已经初始化了 CUDA
batch = next(iter(DataLoader(OnGpu(), batch_size=2, num_workers=1)))  # 在 Linux 上，工作进程是 fork 出来的
