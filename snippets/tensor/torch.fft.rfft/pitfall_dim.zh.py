import torch

signal = torch.randn(256)  # 单个信号；代码却是按 (batch, time) 写的

spectrum = torch.fft.rfft(signal, dim=1)
