import torch

window = torch.hann_window(5)  # periodic by default

print(window)  # the last value is not 0: the window is not symmetric
print(torch.allclose(window, window.flip(0)))
print(torch.hann_window(5, periodic=False))
