import torch

pool = torch.nn.MaxPool2d(kernel_size=3, padding=2)  # 3x3 窗口配 padding=2
pool(torch.randn(1, 3, 8, 8))
