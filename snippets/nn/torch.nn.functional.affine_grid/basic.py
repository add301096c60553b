import math

import torch
import torch.nn.functional as F

image = torch.arange(12.0).reshape(1, 1, 3, 4)  # (N, C, H, W)

identity = torch.tensor([[[1.0, 0.0, 0.0],
                          [0.0, 1.0, 0.0]]])  # (N, 2, 3)
grid = F.affine_grid(identity, image.shape, align_corners=False)
print(grid.shape)  # (N, H, W, 2): an (x, y) sampling point per output pixel
print(torch.equal(F.grid_sample(image, grid, align_corners=False), image))

angle = math.pi / 2
rotate = torch.tensor([[[math.cos(angle), -math.sin(angle), 0.0],
                        [math.sin(angle), math.cos(angle), 0.0]]])
square = torch.arange(9.0).reshape(1, 1, 3, 3)
grid = F.affine_grid(rotate, square.shape, align_corners=False)
rotated = F.grid_sample(square, grid, align_corners=False).round()
print(rotated[0, 0])
print(torch.equal(rotated, torch.rot90(square, 1, (2, 3))))  # the same as rot90 here
