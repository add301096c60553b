import torch

spectrum = torch.fft.fft(torch.tensor([1.0, 2.0, 3.0, 4.0]))

again = torch.fft.rfft(spectrum)
