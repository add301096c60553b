import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def zero_first(t, shape):
    out = torch.reshape(t, shape)
    out[(0,) * out.dim()] = 0  # in-place write to the first element of the reshaped tensor
    return t


a = torch.ones(2, 3, device=device)
b = torch.ones(3, 2, device=device).t()   # same shape (2, 3), but not contiguous
c = torch.ones(4, 6, device=device).t()   # (6, 4), not contiguous either
print(zero_first(a, (-1,))[0, 0].item())        # 0.0: reshape returned a view
print(zero_first(b, (-1,))[0, 0].item())        # 1.0: reshape had to copy, the write was lost
print(zero_first(c, (3, 2, 4))[0, 0].item())    # 0.0: non-contiguous, yet a view (only dim 0 is split)
