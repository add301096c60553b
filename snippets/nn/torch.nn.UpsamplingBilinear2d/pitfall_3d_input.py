import torch

image = torch.rand(3, 32, 32)  # one (C, H, W) image without a batch dim
torch.nn.UpsamplingBilinear2d(scale_factor=2)(image)
