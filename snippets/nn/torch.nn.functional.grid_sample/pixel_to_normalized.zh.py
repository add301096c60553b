import torch
import torch.nn.functional as F

img = torch.arange(16.0).view(1, 1, 4, 4)
H, W = img.shape[-2:]
ys, xs = torch.meshgrid(torch.arange(H, dtype=torch.float32), torch.arange(W, dtype=torch.float32), indexing="ij")

# align_corners=True 时，像素中心 0 映射到 -1，W-1 映射到 +1
grid = torch.stack([2 * xs / (W - 1) - 1, 2 * ys / (H - 1) - 1], dim=-1)[None]
print(torch.allclose(F.grid_sample(img, grid, align_corners=True), img))
