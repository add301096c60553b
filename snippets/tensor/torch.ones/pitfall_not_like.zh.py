import torch

x = torch.randn(2, 3, dtype=torch.float64)
print(torch.ones(x.shape).dtype)    # 只取了形状：float32
print(torch.ones_like(x).dtype)     # 与 x 的形状、dtype 和设备都相同
