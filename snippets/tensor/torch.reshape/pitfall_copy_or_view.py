import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def zero_first(t):
    flat = torch.reshape(t, (-1,))
    flat[0] = 0          # in-place write through the reshaped tensor
    return t

a = torch.ones(2, 3, device=device)
b = torch.ones(3, 2, device=device).t()   # same shape (2, 3), but not contiguous
print(zero_first(a)[0, 0].item())         # 0.0: reshape returned a view
print(zero_first(b)[0, 0].item())         # 1.0: reshape had to copy, the write was lost
