import torch
import torch.nn.functional as F

x = torch.arange(4.0).reshape(1, 1, 4)  # (N, C, W)
print(torch.nn.CircularPad1d((2, 1))(x))  # (left, right): wraps around like a ring
img = torch.arange(6.0).reshape(1, 1, 2, 3)
print(torch.nn.CircularPad2d((1, 1, 0, 0))(img))  # only the width is wrapped here
print(torch.equal(torch.nn.CircularPad2d(1)(img), F.pad(img, (1, 1, 1, 1), mode="circular")))
print(torch.nn.CircularPad3d(1)(torch.ones(1, 1, 2, 2, 2)).shape)
