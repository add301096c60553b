import torch
import torch.nn.functional as F

img = torch.arange(16.0).view(1, 1, 4, 4)
xs, ys = torch.meshgrid(torch.arange(4.0), torch.arange(4.0), indexing="xy")
pixel_grid = torch.stack([xs, ys], dim=-1)[None]  # 像素索引 0..3，而不是 [-1, 1]

print(F.grid_sample(img, pixel_grid, align_corners=False)[0, 0])  # 大部分是零：采样点落在了图像之外
