import math

import torch

# 以 8 Hz 采样一秒：1 Hz 正弦加上一个较弱的 3 Hz 余弦。
t = torch.arange(8) / 8
signal = torch.sin(2 * math.pi * 1 * t) + 0.5 * torch.cos(2 * math.pi * 3 * t)

spectrum = torch.fft.fft(signal)
print(spectrum.dtype, spectrum.shape)
print(spectrum.abs().round(decimals=3))
print(torch.fft.fftfreq(8, d=1 / 8))  # 每个频点对应的频率，单位 Hz

# ifft 还原 fft；虚部只是舍入噪声。
restored = torch.fft.ifft(spectrum)
print(torch.allclose(restored.real, signal, atol=1e-6))
