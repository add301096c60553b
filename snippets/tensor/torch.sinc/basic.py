import math

import torch

x = torch.tensor([0.0, 0.5, 1.0, 1.5, 2.0])
print(torch.sinc(x))   # sin(pi x) / (pi x), 1 at 0, zeros at the integers

# a windowed-sinc low-pass filter: cutoff 0.25 of the sample rate, 9 taps
n = torch.arange(-4, 5, dtype=torch.float32)
taps = 2 * 0.25 * torch.sinc(2 * 0.25 * n) * torch.hann_window(9, periodic=False)
print(taps / taps.sum())

print(torch.sinc(torch.tensor([1.0]) / math.pi))   # unnormalised sin(1) / 1
