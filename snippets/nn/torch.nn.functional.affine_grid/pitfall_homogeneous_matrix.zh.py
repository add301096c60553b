import torch
import torch.nn.functional as F

theta = torch.eye(3).unsqueeze(0)  # 3 x 3 的齐次矩阵
F.affine_grid(theta, (1, 1, 32, 32), align_corners=False)
