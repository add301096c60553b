import time

import torch
from torch.utils.data import DataLoader, Dataset

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class SlowDecode(Dataset):
    """Each sample costs 30 ms, like reading and decoding an image from disk."""

    def __len__(self):
        return 32

    def __getitem__(self, i):
        time.sleep(0.03)
        return torch.full((4,), float(i))


model = torch.nn.Linear(4, 2).to(device)
loader = DataLoader(SlowDecode(), batch_size=8)  # num_workers=0：数据加载在训练进程中进行

waiting = computing = 0.0
t = time.perf_counter()
for batch in loader:
    waiting += time.perf_counter() - t
    t = time.perf_counter()
    model(batch.to(device)).sum().backward()
    computing += time.perf_counter() - t
    t = time.perf_counter()
print("num_workers:", loader.num_workers)
print("more time waiting for data than computing:", waiting > computing)
