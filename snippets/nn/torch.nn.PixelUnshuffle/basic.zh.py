import torch
import torch.nn.functional as F

x = torch.arange(16.0).reshape(1, 1, 4, 4)  # (N, C, H * r, W * r)，r = 2
y = torch.nn.PixelUnshuffle(2)(x)
print(y.shape)  # (1, 4, 2, 2)：用分辨率换通道数，不丢失信息
print(y[0, :, 0, 0])  # 左上角的 2x2 块分散到 4 个通道上
print(torch.equal(F.pixel_shuffle(y, 2), x))
