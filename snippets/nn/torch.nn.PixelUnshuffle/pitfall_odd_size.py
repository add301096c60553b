import torch

image = torch.randn(1, 3, 375, 500)  # an odd height, common in photo datasets
torch.nn.PixelUnshuffle(2)(image)
