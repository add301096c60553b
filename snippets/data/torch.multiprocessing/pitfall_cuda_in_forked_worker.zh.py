import torch
from torch.utils.data import DataLoader, Dataset

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class OnDevice(Dataset):
    def __len__(self):
        return 4

    def __getitem__(self, idx):
        return torch.full((2,), float(idx), device=device)  # 在工作进程里做 CUDA 运算


if __name__ == "__main__":
    model = torch.nn.Linear(2, 1).to(device)  # 父进程先初始化了 CUDA
    loader = DataLoader(OnDevice(), batch_size=2, num_workers=1, multiprocessing_context="fork")
    next(iter(loader))
