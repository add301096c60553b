import torch

spectrum = torch.fft.fft(torch.tensor([1.0, 2.0, 0.0, -1.0]))
magnitude = spectrum.abs()  # already a real float32 tensor

parts = torch.view_as_real(magnitude)
