import torch
from torch.utils.data import DataLoader, Dataset


class ThreadCount(Dataset):
    def __len__(self):
        return 2

    def __getitem__(self, i):
        return torch.get_num_threads()  # 在工作进程中运行


if __name__ == "__main__":
    torch.set_num_threads(2)
    print("main process:", torch.get_num_threads())
    loader = DataLoader(ThreadCount(), batch_size=2, num_workers=1)
    print("worker process:", next(iter(loader)).tolist())
