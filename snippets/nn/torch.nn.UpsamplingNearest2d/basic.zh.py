import torch
import torch.nn.functional as F

x = torch.tensor([[[[0.0, 1.0], [2.0, 3.0]]]])
old = torch.nn.UpsamplingNearest2d(scale_factor=2)(x)
print(old[0, 0])  # 每个像素重复成 2x2
new = F.interpolate(x, scale_factor=2, mode="nearest")
print(torch.equal(old, new))  # 替代写法
print(torch.equal(F.upsample_nearest(x, size=(4, 4)), new))  # 已弃用的函数会警告
