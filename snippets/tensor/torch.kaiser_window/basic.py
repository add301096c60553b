import torch

print(torch.kaiser_window(5, periodic=False))      # symmetric, beta = 12 by default
print(torch.kaiser_window(5, periodic=False, beta=0.0))   # beta 0: rectangular
print(torch.kaiser_window(5, periodic=False, beta=5.0))   # lower beta: wider main lobe

# periodic=True (the default) is the first N of a symmetric N + 1 window, for STFT
print(torch.kaiser_window(4, periodic=True, beta=5.0))
print(torch.kaiser_window(5, periodic=False, beta=5.0)[:4])
