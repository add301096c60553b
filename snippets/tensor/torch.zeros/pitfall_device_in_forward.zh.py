import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.randn(4, 3, device=device)
mask = torch.zeros(4, 3)          # 没有 device=...，所以它在 CPU 上
print(mask.device.type, x.device.type)
x + mask
