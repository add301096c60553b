import torch
import torch.nn.functional as F

x = torch.arange(4.0).view(1, 1, 2, 2)  # (N, C, H, W)

print(F.interpolate(x, scale_factor=2, mode="nearest")[0, 0])
print(F.interpolate(x, size=(4, 4), mode="bilinear")[0, 0])
# align_corners=True pins the corner pixels: 0 and 3 stay exactly at the corners
print(F.interpolate(x, size=(4, 4), mode="bilinear", align_corners=True)[0, 0])

# size gives the exact output; scale_factor multiplies and rounds down
img = torch.randn(1, 3, 7, 7)
print(F.interpolate(img, scale_factor=1.5).shape)
print(F.interpolate(img, size=(10, 12)).shape)
