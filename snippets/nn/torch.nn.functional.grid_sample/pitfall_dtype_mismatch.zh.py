import numpy as np
import torch
import torch.nn.functional as F

img = torch.randn(1, 1, 4, 4)  # float32
flow = torch.from_numpy(np.zeros((1, 4, 4, 2)))  # 来自 NumPy 的 float64
F.grid_sample(img, flow, align_corners=False)
