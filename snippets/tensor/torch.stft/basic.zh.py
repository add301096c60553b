import math

import torch

sample_rate = 8000
t = torch.arange(sample_rate) / sample_rate  # 一秒
# 前半段 440 Hz，后半段 1000 Hz。
audio = torch.where(t < 0.5, torch.sin(2 * math.pi * 440 * t), torch.sin(2 * math.pi * 1000 * t))

n_fft, hop = 512, 128
window = torch.hann_window(n_fft)
spec = torch.stft(audio, n_fft, hop_length=hop, window=window, return_complex=True)
print(spec.shape)  # (n_fft // 2 + 1 个频率 bin, 帧数)

# 靠前的一帧和靠后的一帧中最强的频率。
bin_hz = sample_rate / n_fft
peaks = spec.abs().argmax(dim=0)
print(peaks[5].item() * bin_hz, peaks[-5].item() * bin_hz)

# 用相同的窗和长度做 istft 可以还原音频。
restored = torch.istft(spec, n_fft, hop_length=hop, window=window, length=audio.numel())
print(torch.allclose(restored, audio, atol=1e-4))
