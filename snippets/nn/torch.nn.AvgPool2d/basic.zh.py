import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(1, 3, 7, 7)

print(torch.nn.AvgPool2d(2)(x).shape)  # 步长默认等于 kernel_size：floor(7 / 2) = 3
print(torch.nn.AvgPool2d(2, ceil_mode=True)(x).shape)  # 保留最后不完整的窗口：4
print(torch.nn.AvgPool2d(3, stride=1, padding=1)(x).shape)  # 尺寸不变
print(torch.allclose(F.avg_pool2d(x, 2), torch.nn.AvgPool2d(2)(x)))

# 一维版本，用于 (N, C, L) 序列
print(torch.nn.AvgPool1d(kernel_size=4, stride=2)(torch.randn(2, 8, 20)).shape)
