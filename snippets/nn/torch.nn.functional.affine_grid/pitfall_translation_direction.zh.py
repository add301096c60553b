import torch
import torch.nn.functional as F

image = torch.arange(12.0).reshape(1, 1, 3, 4)
shift = torch.tensor([[[1.0, 0.0, 0.5],
                       [0.0, 1.0, 0.0]]])  # 本意：把内容向右移动 0.5
grid = F.affine_grid(shift, image.shape, align_corners=False)
print(image[0, 0])
print(F.grid_sample(image, grid, align_corners=False)[0, 0])  # 实际向左移动了整整一个像素
