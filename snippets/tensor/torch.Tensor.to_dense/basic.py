import torch

# A 2 x 3 sparse matrix with three stored entries; (0, 1) is listed twice.
s = torch.sparse_coo_tensor([[0, 1, 0], [1, 0, 1]], [1.0, 2.0, 3.0], size=(2, 3))

d = s.to_dense()
print(d)                       # duplicates are summed: (0, 1) holds 1 + 3
print(d.layout, d.shape)

# Need another dtype? Convert before or after, not through to_dense(dtype=...).
print(s.to_dense().to(torch.float64).dtype)

# On an ordinary tensor it is a no-op that returns the same object.
x = torch.ones(2)
print(x.to_dense() is x)
