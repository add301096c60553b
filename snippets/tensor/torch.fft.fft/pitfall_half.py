import torch

signal = torch.randn(8).half()

spectrum = torch.fft.fft(signal)
