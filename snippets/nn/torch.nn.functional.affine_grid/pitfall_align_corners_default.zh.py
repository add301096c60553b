import torch
import torch.nn.functional as F

theta = torch.tensor([[[1.0, 0.0, 0.0],
                       [0.0, 1.0, 0.0]]])
F.affine_grid(theta, (1, 1, 4, 4))  # 没有写 align_corners
