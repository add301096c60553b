import torch
from torch.utils.data import DataLoader, TensorDataset

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.arange(10, dtype=torch.float32).unsqueeze(1)
y = torch.arange(10) % 2
ds = TensorDataset(x, y)

g = torch.Generator().manual_seed(0)  # 打乱顺序可复现
loader = DataLoader(ds, batch_size=4, shuffle=True, generator=g)
print(len(loader))  # ceil(10 / 4)
for xb, yb in loader:
    xb, yb = xb.to(device), yb.to(device)
    print(xb.shape, yb.dtype)

print(len(DataLoader(ds, batch_size=4, drop_last=True)))  # 丢弃最后那个不满的批次
