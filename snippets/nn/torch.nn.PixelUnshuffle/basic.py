import torch
import torch.nn.functional as F

x = torch.arange(16.0).reshape(1, 1, 4, 4)  # (N, C, H * r, W * r) with r = 2
y = torch.nn.PixelUnshuffle(2)(x)
print(y.shape)  # (1, 4, 2, 2): resolution traded for channels, nothing lost
print(y[0, :, 0, 0])  # the top-left 2x2 block, spread over the 4 channels
print(torch.equal(F.pixel_shuffle(y, 2), x))
