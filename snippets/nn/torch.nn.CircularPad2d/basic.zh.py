import torch
import torch.nn.functional as F

x = torch.arange(4.0).reshape(1, 1, 4)  # (N, C, W)
print(torch.nn.CircularPad1d((2, 1))(x))  # (left, right)：像环一样首尾相接
img = torch.arange(6.0).reshape(1, 1, 2, 3)
print(torch.nn.CircularPad2d((1, 1, 0, 0))(img))  # 这里只在宽度方向循环填充
print(torch.equal(torch.nn.CircularPad2d(1)(img), F.pad(img, (1, 1, 1, 1), mode="circular")))
print(torch.nn.CircularPad3d(1)(torch.ones(1, 1, 2, 2, 2)).shape)
