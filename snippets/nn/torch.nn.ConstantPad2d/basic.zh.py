import torch
import torch.nn.functional as F

x = torch.ones(1, 3)
print(torch.nn.ConstantPad1d((2, 1), -1.0)(x))  # (left, right)，用 -1 填充
img = torch.ones(1, 2, 2)
print(torch.nn.ConstantPad2d((1, 0, 0, 1), 9.0)(img))  # (left, right, top, bottom)
print(torch.equal(torch.nn.ConstantPad2d(1, 9.0)(img), F.pad(img, (1, 1, 1, 1), value=9.0)))
print(torch.nn.ConstantPad2d(1, 0.0)(torch.ones(4, 4)).shape)  # 不少于 2 维的输入都可以
print(torch.nn.ConstantPad3d(1, 0.0)(torch.ones(1, 1, 2, 2, 2)).shape)
