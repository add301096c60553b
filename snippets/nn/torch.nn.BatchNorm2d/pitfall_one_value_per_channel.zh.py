import torch

model = torch.nn.Sequential(
    torch.nn.Conv2d(3, 8, 3), torch.nn.AdaptiveAvgPool2d(1), torch.nn.BatchNorm2d(8)
)
model.train()
model(torch.randn(1, 3, 16, 16))  # 批次大小为 1，池化后空间尺寸为 1x1：每个通道只有 1 个值
