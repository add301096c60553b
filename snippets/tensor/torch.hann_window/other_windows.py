import torch

torch.set_printoptions(precision=4)

# Same parameters, different shapes; periodic=True is the default for all of them.
print(torch.bartlett_window(5))  # periodic: ends 0.0 ... 0.4
print(torch.bartlett_window(5, periodic=False))  # symmetric triangle, peak 1.0
print(torch.blackman_window(5, periodic=False))  # symmetric Blackman

# Blackman's "zeros" at the ends are float32 rounding noise, slightly negative.
print(torch.blackman_window(5, periodic=False)[0].item() < 0)
print(torch.blackman_window(5, periodic=False, dtype=torch.float64)[0].item())
