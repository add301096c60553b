import torch

x = torch.zeros(2, 3, 4)
print(x.size(), x.shape)                 # the same torch.Size
print(x.size(1), x.size(-1), x.shape[1])  # one dimension: a plain int
print(type(x.size(1)), isinstance(x.shape, tuple))

# torch.Size behaves like a tuple
batch, channels, length = x.shape
print(batch, channels, length, x.size() == (2, 3, 4))
print(torch.ones(x.shape[:2]).shape)

# a 0-d tensor has an empty size
s = torch.tensor(3.0)
print(s.size(), s.dim())
