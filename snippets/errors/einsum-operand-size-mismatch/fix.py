import torch

torch.manual_seed(0)
x = torch.randn(2, 3)
w = torch.randn(4, 3)
print(x.shape, w.shape)
y = torch.einsum("ij,kj->ik", x, w)  # describe w as it is stored
print(y.shape, torch.allclose(y, x @ w.T))

batched = torch.einsum("...ij,...kj->...ik", torch.randn(5, 2, 3), w)  # any leading dimensions
print(batched.shape)
