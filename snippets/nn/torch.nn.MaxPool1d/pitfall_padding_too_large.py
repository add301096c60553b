import torch

pool = torch.nn.MaxPool1d(kernel_size=3, padding=2)  # padding=2 for a window of 3
pool(torch.randn(1, 4, 10))
