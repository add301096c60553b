import torch
from torch import nn

torch.manual_seed(0)
x = torch.randn(1, 2, 10, 10)

half = nn.FractionalMaxPool2d(3, output_ratio=0.5)  # 10 x 10 -> 5 x 5
print(half(x).shape)
print(nn.FractionalMaxPool2d(2, output_size=(7, 6))(x).shape)  # any output size, not only a divisor

# the window positions are drawn at random on every call
torch.manual_seed(1)
first = half(x)
torch.manual_seed(1)
print(torch.equal(first, half(x)))  # the same seed repeats them
