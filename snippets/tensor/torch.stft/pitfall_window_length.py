import torch

audio = torch.randn(4000)
window = torch.hann_window(128)  # shorter than n_fft

spec = torch.stft(audio, n_fft=256, window=window, return_complex=True)
