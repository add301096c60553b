import math

import torch

t = torch.arange(16) / 16
slow = torch.sin(2 * math.pi * 1 * t)
signal = slow + 0.3 * torch.cos(2 * math.pi * 6 * t)  # plus a fast wobble

half = torch.fft.rfft(signal)
print(half.shape)  # n // 2 + 1 bins: the other half mirrors them
print(torch.allclose(half, torch.fft.fft(signal)[:9]))

# Low-pass filter: zero the high bins, transform back with the original length.
half[3:] = 0
filtered = torch.fft.irfft(half, n=signal.numel())
print(torch.allclose(filtered, slow, atol=1e-5))
