import torch

x = torch.tensor([1, 2, 3])
print(x.repeat(2))           # the whole tensor twice
print(x.repeat(2, 2))        # extra leading dim: shape (2, 6)

m = torch.tensor([[1, 2], [3, 4]])
print(m.repeat(2, 1))        # stack copies along dim 0
print(m.repeat(1, 1, 3).shape)

# tile pads missing factors with 1 on the left
print(m.tile(2).shape, m.repeat(1, 2).shape)

# repeat copies: writes stay local
r = x.repeat(2)
r[0] = 99
print(x, r)
