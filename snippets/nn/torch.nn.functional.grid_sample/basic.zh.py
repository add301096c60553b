import torch
import torch.nn.functional as F

img = torch.arange(16.0).view(1, 1, 4, 4)  # (N, C, H_in, W_in)

# 恒等仿射变换 -> 取值在 [-1, 1] 内的采样网格 (N, H_out, W_out, 2)
theta = torch.tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]]])
grid = F.affine_grid(theta, size=(1, 1, 4, 4), align_corners=False)
print(grid.shape)
print(torch.allclose(F.grid_sample(img, grid, align_corners=False), img))

# grid[..., 0] 是 x（宽度方向），grid[..., 1] 是 y（高度方向）：对 x 取负即左右镜像
mirrored = grid.clone()
mirrored[..., 0] = -mirrored[..., 0]
print(F.grid_sample(img, mirrored, align_corners=False)[0, 0, 0])
