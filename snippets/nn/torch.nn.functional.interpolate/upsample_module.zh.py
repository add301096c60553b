import torch
import torch.nn.functional as F

torch.manual_seed(0)
up = torch.nn.Upsample(scale_factor=2, mode="bilinear")  # 没有参数，可以放进 nn.Sequential
x = torch.randn(1, 3, 5, 5)
print(up)
print(up(x).shape)
print(torch.equal(up(x), F.interpolate(x, scale_factor=2, mode="bilinear")))
