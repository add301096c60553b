import math

import torch

x = torch.tensor([0.0, 0.5, 1.0, 1.5, 2.0])
print(torch.sinc(x))   # sin(pi x) / (pi x)，0 处为 1，整数处为 0

# 加窗 sinc 低通滤波器：截止频率为采样率的 0.25，9 个抽头
n = torch.arange(-4, 5, dtype=torch.float32)
taps = 2 * 0.25 * torch.sinc(2 * 0.25 * n) * torch.hann_window(9, periodic=False)
print(taps / taps.sum())

print(torch.sinc(torch.tensor([1.0]) / math.pi))   # 未归一化的 sin(1) / 1
