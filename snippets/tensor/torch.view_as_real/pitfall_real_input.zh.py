import torch

spectrum = torch.fft.fft(torch.tensor([1.0, 2.0, 0.0, -1.0]))
magnitude = spectrum.abs()  # 已经是实数的 float32 张量

parts = torch.view_as_real(magnitude)
