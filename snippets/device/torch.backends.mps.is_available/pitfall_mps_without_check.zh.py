import torch

# 在 Mac 上写的代码拿到 Linux 或 Windows 上运行：那里没有 MPS 后端。
x = torch.zeros(3, device="mps")
