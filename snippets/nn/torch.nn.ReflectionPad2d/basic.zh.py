import torch
import torch.nn.functional as F

x = torch.arange(4.0).reshape(1, 1, 4)  # (N, C, W)
print(torch.nn.ReflectionPad1d(2)(x))  # 镜像填充，不重复边缘值
print(torch.nn.ReflectionPad1d((3, 0))(x))  # (left, right)；每边最多 size - 1

img = torch.arange(9.0).reshape(1, 1, 3, 3)  # (N, C, H, W)
print(torch.nn.ReflectionPad2d((1, 1, 1, 0))(img))  # (left, right, top, bottom)
print(torch.equal(torch.nn.ReflectionPad2d(1)(img), F.pad(img, (1, 1, 1, 1), mode="reflect")))
print(torch.nn.ReflectionPad3d(1)(torch.ones(2, 4, 4, 4)).shape)  # 无批次的 (C, D, H, W)
