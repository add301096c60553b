import torch

w = torch.kaiser_window(8, periodic=True, beta=6.0)   # name periodic too
print(w.shape)
torch.kaiser_window(8, beta=6.0)                      # beta alone matches no overload
