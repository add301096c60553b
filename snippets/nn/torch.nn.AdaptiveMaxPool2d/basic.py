import torch
from torch import nn

x = torch.arange(1.0, 26.0).reshape(1, 1, 5, 5)
print(x[0, 0])

pool = nn.AdaptiveMaxPool2d(2)  # always a 2 x 2 output, whatever the input size
print(pool(x)[0, 0])

values, indices = nn.AdaptiveMaxPool2d(2, return_indices=True)(x)
print(indices[0, 0])  # flat positions in each 5 x 5 plane

print(nn.AdaptiveMaxPool2d((None, 1))(x).shape)  # None keeps that size
print(nn.AdaptiveMaxPool2d(1)(torch.randn(8, 64, 13, 17)).shape)  # global max pooling
