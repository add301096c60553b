import torch

m = torch.arange(6).reshape(2, 3)
print(m.T)                          # the transpose of a matrix, like m.t()
print(m.T.shape, m.T.is_contiguous())
# a view: writing through it changes m
m.T[0, 1] = 100
print(m[1, 0])
