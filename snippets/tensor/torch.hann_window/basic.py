import torch

print(torch.hann_window(8))  # periodic: for spectral analysis (stft)
print(torch.hann_window(8, periodic=False))  # symmetric: for filter design

# A periodic window of length n is the symmetric window of length n + 1 without its last point.
print(torch.allclose(torch.hann_window(8), torch.hann_window(9, periodic=False)[:-1]))

# Tapering a frame before an FFT reduces spectral leakage.
frame = torch.ones(8)
print(frame * torch.hann_window(8))
