import torch
import torch.nn.functional as F

img = torch.randn(1, 3, 8, 8)
theta = torch.tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]]])
grid = F.affine_grid(theta, size=(1, 3, 8, 8))  # 未指定 align_corners：发出警告
print(F.grid_sample(img, grid).shape)  # 再次警告
