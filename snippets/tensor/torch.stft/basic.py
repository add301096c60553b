import math

import torch

sample_rate = 8000
t = torch.arange(sample_rate) / sample_rate  # one second
# 440 Hz for the first half, 1000 Hz for the second.
audio = torch.where(t < 0.5, torch.sin(2 * math.pi * 440 * t), torch.sin(2 * math.pi * 1000 * t))

n_fft, hop = 512, 128
window = torch.hann_window(n_fft)
spec = torch.stft(audio, n_fft, hop_length=hop, window=window, return_complex=True)
print(spec.shape)  # (n_fft // 2 + 1 frequency bins, frames)

# The strongest frequency in an early and a late frame.
bin_hz = sample_rate / n_fft
peaks = spec.abs().argmax(dim=0)
print(peaks[5].item() * bin_hz, peaks[-5].item() * bin_hz)

# istft with the same window and length restores the audio.
restored = torch.istft(spec, n_fft, hop_length=hop, window=window, length=audio.numel())
print(torch.allclose(restored, audio, atol=1e-4))
