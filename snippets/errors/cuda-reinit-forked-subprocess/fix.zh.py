import torch
from torch.utils.data import DataLoader, Dataset

device = "cuda" if torch.cuda.is_available() else "cpu"


class OnCpu(Dataset):
    def __len__(self):
        return 4

    def __getitem__(self, i):
        return torch.full((2,), float(i))  # 工作进程只产生 CPU 张量


model = torch.nn.Linear(2, 1).to(device)
loader = DataLoader(OnCpu(), batch_size=2, num_workers=1, pin_memory=torch.cuda.is_available())
for batch in loader:
    batch = batch.to(device, non_blocking=True)  # 在主进程中搬到设备上
    print(model(batch).shape)
