import torch
import torch.nn.functional as F

x = torch.tensor([[[[0.0, 1.0], [2.0, 3.0]]]])
old = torch.nn.UpsamplingBilinear2d(scale_factor=2)(x)
print(old[0, 0])  # 四个角仍恰为 0、1、2、3：align_corners=True
new = F.interpolate(x, scale_factor=2, mode="bilinear", align_corners=True)
print(torch.equal(old, new))  # 替代写法
print(torch.equal(F.upsample_bilinear(x, scale_factor=2), new))  # 已弃用的函数会警告
