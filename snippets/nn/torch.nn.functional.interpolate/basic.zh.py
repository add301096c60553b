import torch
import torch.nn.functional as F

x = torch.arange(4.0).view(1, 1, 2, 2)  # (N, C, H, W)

print(F.interpolate(x, scale_factor=2, mode="nearest")[0, 0])
print(F.interpolate(x, size=(4, 4), mode="bilinear")[0, 0])
# align_corners=True 固定住角点像素：0 和 3 恰好留在四角上
print(F.interpolate(x, size=(4, 4), mode="bilinear", align_corners=True)[0, 0])

# size 直接给出输出尺寸；scale_factor 按倍数相乘后向下取整
img = torch.randn(1, 3, 7, 7)
print(F.interpolate(img, scale_factor=1.5).shape)
print(F.interpolate(img, size=(10, 12)).shape)
