import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(1, 3, 7, 7)

print(torch.nn.AvgPool2d(2)(x).shape)  # stride defaults to kernel_size: floor(7 / 2) = 3
print(torch.nn.AvgPool2d(2, ceil_mode=True)(x).shape)  # keep the partial last window: 4
print(torch.nn.AvgPool2d(3, stride=1, padding=1)(x).shape)  # same size
print(torch.allclose(F.avg_pool2d(x, 2), torch.nn.AvgPool2d(2)(x)))

# 1-D version for (N, C, L) sequences
print(torch.nn.AvgPool1d(kernel_size=4, stride=2)(torch.randn(2, 8, 20)).shape)
