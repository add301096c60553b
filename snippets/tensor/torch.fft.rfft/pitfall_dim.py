import torch

signal = torch.randn(256)  # one signal; the code was written for (batch, time)

spectrum = torch.fft.rfft(signal, dim=1)
