import math

import torch

# One second sampled at 8 Hz: a 1 Hz sine plus a weaker 3 Hz cosine.
t = torch.arange(8) / 8
signal = torch.sin(2 * math.pi * 1 * t) + 0.5 * torch.cos(2 * math.pi * 3 * t)

spectrum = torch.fft.fft(signal)
print(spectrum.dtype, spectrum.shape)
print(spectrum.abs().round(decimals=3))
print(torch.fft.fftfreq(8, d=1 / 8))  # the frequency of each bin, in Hz

# ifft undoes fft; the imaginary part is rounding noise.
restored = torch.fft.ifft(spectrum)
print(torch.allclose(restored.real, signal, atol=1e-6))
