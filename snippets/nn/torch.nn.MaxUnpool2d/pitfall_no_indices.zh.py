import torch

x = torch.randn(1, 3, 8, 8)
pooled = torch.nn.MaxPool2d(2)(x)  # return_indices 保持默认的 False
torch.nn.MaxUnpool2d(2)(pooled)
