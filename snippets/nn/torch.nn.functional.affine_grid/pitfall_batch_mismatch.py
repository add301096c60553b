import torch
import torch.nn.functional as F

images = torch.rand(8, 3, 32, 32)
theta = torch.tensor([[[1.0, 0.0, 0.0],
                       [0.0, 1.0, 0.0]]])  # one matrix for the whole batch
F.affine_grid(theta, images.shape, align_corners=False)
