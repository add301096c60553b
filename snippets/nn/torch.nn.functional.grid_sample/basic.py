import torch
import torch.nn.functional as F

img = torch.arange(16.0).view(1, 1, 4, 4)  # (N, C, H_in, W_in)

# identity affine transform -> sampling grid (N, H_out, W_out, 2) in [-1, 1]
theta = torch.tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]]])
grid = F.affine_grid(theta, size=(1, 1, 4, 4), align_corners=False)
print(grid.shape)
print(torch.allclose(F.grid_sample(img, grid, align_corners=False), img))

# grid[..., 0] is x (width), grid[..., 1] is y (height): negating x mirrors left-right
mirrored = grid.clone()
mirrored[..., 0] = -mirrored[..., 0]
print(F.grid_sample(img, mirrored, align_corners=False)[0, 0, 0])
