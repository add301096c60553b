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
        num_workers=2,  # 由工作进程并行加载批次
        prefetch_factor=2,  # 每个工作进程预先加载的批次数（要求 num_workers > 0）
        persistent_workers=True,  # 工作进程在各 epoch 之间保持存活
        pin_memory=device.type == "cuda",  # 锁页内存，加快主机到设备（H2D）的拷贝
    )
    for epoch in range(2):
        for batch in loader:
            batch = batch.to(device, non_blocking=True)
        print(epoch, batch.flatten().tolist())


if __name__ == "__main__":  # 使用 spawn/forkserver 启动方式时必须有这个判断
    main()
