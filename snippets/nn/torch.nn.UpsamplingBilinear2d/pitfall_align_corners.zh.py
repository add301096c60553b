import torch
import torch.nn.functional as F

x = torch.tensor([[[[0.0, 1.0], [2.0, 3.0]]]])
old = torch.nn.UpsamplingBilinear2d(scale_factor=2)(x)
migrated = F.interpolate(x, scale_factor=2, mode="bilinear")  # align_corners 保持默认值
print(old[0, 0, 0])
print(migrated[0, 0, 0])  # 数值不同，没有任何警告
