import torch
import torch.nn.functional as F

video = torch.randn(1, 3, 4, 8, 8)  # (N, C, T, H, W)
F.unfold(video, kernel_size=2)  # only 2-D spatial (3-D or 4-D tensors) is supported
