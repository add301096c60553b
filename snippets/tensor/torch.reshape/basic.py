import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.arange(6, device=device)
print(torch.reshape(x, (2, 3)))
print(torch.reshape(x, (-1, 2)).shape)     # -1 is inferred from the element count
print(torch.reshape(x, (-1,)).shape)       # flatten


def shares(a, b):
    return a.untyped_storage().data_ptr() == b.untyped_storage().data_ptr()


m = x.reshape(2, 3)
print(shares(torch.reshape(m, (3, 2)), m))       # contiguous input -> view

t = torch.arange(24, device=device).reshape(4, 6).t()  # (6, 4), not contiguous
print(t.is_contiguous(), t.stride())
print(shares(torch.reshape(t, (3, 2, 4)), t))    # only splits dim 0 -> still a view
print(shares(torch.reshape(t, (24,)), t))        # must merge dims with mismatched strides -> copy
