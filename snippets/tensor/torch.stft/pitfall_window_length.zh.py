import torch

audio = torch.randn(4000)
window = torch.hann_window(128)  # 比 n_fft 短

spec = torch.stft(audio, n_fft=256, window=window, return_complex=True)
