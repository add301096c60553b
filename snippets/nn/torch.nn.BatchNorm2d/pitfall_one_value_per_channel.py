import torch

model = torch.nn.Sequential(
    torch.nn.Conv2d(3, 8, 3), torch.nn.AdaptiveAvgPool2d(1), torch.nn.BatchNorm2d(8)
)
model.train()
model(torch.randn(1, 3, 16, 16))  # batch of 1, spatial 1x1 after pooling: 1 value per channel
