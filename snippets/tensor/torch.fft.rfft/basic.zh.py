import math

import torch

t = torch.arange(16) / 16
slow = torch.sin(2 * math.pi * 1 * t)
signal = slow + 0.3 * torch.cos(2 * math.pi * 6 * t)  # 再加上一个快速抖动

half = torch.fft.rfft(signal)
print(half.shape)  # n // 2 + 1 个频点：另一半与之镜像对称
print(torch.allclose(half, torch.fft.fft(signal)[:9]))

# 低通滤波：把高频点置零，再按原长度变换回去。
half[3:] = 0
filtered = torch.fft.irfft(half, n=signal.numel())
print(torch.allclose(filtered, slow, atol=1e-5))
