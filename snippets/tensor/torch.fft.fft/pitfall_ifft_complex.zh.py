import torch

signal = torch.tensor([1.0, 2.0, 3.0, 4.0])
smoothed = torch.fft.ifft(torch.fft.fft(signal) * 0.5)  # 虽然看起来是实数，实际是复数

layer = torch.nn.Linear(4, 2)
out = layer(smoothed)
