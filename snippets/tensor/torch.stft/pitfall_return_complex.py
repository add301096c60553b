import torch

audio = torch.randn(4000)

spec = torch.stft(audio, n_fft=256, window=torch.hann_window(256))
