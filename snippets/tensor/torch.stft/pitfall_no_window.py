import torch

audio = torch.randn(4000)

spec = torch.stft(audio, n_fft=256, return_complex=True)
print(spec.shape)
