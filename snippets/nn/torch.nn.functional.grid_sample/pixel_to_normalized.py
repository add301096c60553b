import torch
import torch.nn.functional as F

img = torch.arange(16.0).view(1, 1, 4, 4)
H, W = img.shape[-2:]
ys, xs = torch.meshgrid(torch.arange(H, dtype=torch.float32), torch.arange(W, dtype=torch.float32), indexing="ij")

# with align_corners=True, pixel centre 0 maps to -1 and W-1 maps to +1
grid = torch.stack([2 * xs / (W - 1) - 1, 2 * ys / (H - 1) - 1], dim=-1)[None]
print(torch.allclose(F.grid_sample(img, grid, align_corners=True), img))
