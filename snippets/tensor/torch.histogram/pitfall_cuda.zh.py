import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
x = torch.randn(1000, device=device)

torch.histogram(x, bins=10)  # 没有 CUDA 实现
