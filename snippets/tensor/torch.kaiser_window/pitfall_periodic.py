import torch

w = torch.kaiser_window(5, True, 8.0)            # periodic, as by default
print(w)                                          # not symmetric, peak not in the middle
print(torch.kaiser_window(5, periodic=False, beta=8.0))   # symmetric, for FIR design
