import torch
import torch.nn.functional as F

x = torch.arange(8.0).reshape(1, 8, 1, 1)  # (N, C * r * r, H, W) with r = 2
y = torch.nn.PixelShuffle(2)(x)
print(y.shape)  # (1, 2, 2, 2): channels traded for resolution
print(y[0, 0])  # channels 0..3 become the 2x2 block of output channel 0

# sub-pixel convolution: a conv makes C * r * r channels, PixelShuffle rearranges them
upsample = torch.nn.Sequential(torch.nn.Conv2d(16, 3 * 4, 3, padding=1), torch.nn.PixelShuffle(2))
print(upsample(torch.randn(1, 16, 8, 8)).shape)
print(torch.equal(F.pixel_unshuffle(y, 2), x))  # PixelUnshuffle undoes it exactly
