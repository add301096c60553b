import torch

features = torch.randn(1, 64, 3, 3)  # 特征图已经缩小到 3x3
torch.nn.MaxPool2d(kernel_size=4)(features)
