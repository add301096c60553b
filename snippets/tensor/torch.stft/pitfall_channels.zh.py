import torch

audio = torch.randn(2, 1, 4000)  # (batch, channels, samples)

spec = torch.stft(audio, n_fft=256, window=torch.hann_window(256), return_complex=True)
