import torch

g = torch.Generator().manual_seed(0)  # 在 CPU 上创建
noise = torch.randn(2, 4, generator=g, device="cuda")  # 却用来填充 GPU 张量
