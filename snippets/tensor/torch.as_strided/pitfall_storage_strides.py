import torch

m = torch.arange(6.0).reshape(2, 3)
mt = m.t()                      # (3, 2), strides (1, 3)
print(mt)

# strides are counted in the underlying storage, not in mt's layout
print(mt.as_strided((3, 2), (2, 1)))
print(mt.stride())              # the strides that describe mt itself
print(mt.as_strided(mt.size(), mt.stride()))
