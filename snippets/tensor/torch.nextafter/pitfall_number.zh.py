import torch

x = torch.tensor([1.0])
print(torch.nextafter(x, torch.tensor(2.0)))   # 方向用 0 维张量表示
torch.nextafter(x, 2.0)                        # 不接受 Python 数
