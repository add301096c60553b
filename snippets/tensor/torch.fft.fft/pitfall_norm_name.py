import torch

signal = torch.randn(8)

spectrum = torch.fft.fft(signal, norm="orthonormal")
