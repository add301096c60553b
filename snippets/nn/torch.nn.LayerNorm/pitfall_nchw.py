import torch

images = torch.randn(2, 3, 16, 16)  # (N, C, H, W)
ln = torch.nn.LayerNorm(3)  # meant: normalise over the 3 channels
ln(images)  # LayerNorm looks at the LAST dims, here W=16
