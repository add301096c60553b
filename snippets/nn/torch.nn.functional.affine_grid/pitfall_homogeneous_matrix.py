import torch
import torch.nn.functional as F

theta = torch.eye(3).unsqueeze(0)  # a 3 x 3 homogeneous matrix
F.affine_grid(theta, (1, 1, 32, 32), align_corners=False)
