import torch

pool = torch.nn.MaxPool2d(kernel_size=3, padding=2)  # padding=2 for a 3x3 window
pool(torch.randn(1, 3, 8, 8))
