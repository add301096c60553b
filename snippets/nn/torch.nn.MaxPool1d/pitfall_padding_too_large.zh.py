import torch

pool = torch.nn.MaxPool1d(kernel_size=3, padding=2)  # 窗口为 3，padding 却为 2
pool(torch.randn(1, 4, 10))
