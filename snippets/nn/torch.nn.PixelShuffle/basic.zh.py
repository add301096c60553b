import torch
import torch.nn.functional as F

x = torch.arange(8.0).reshape(1, 8, 1, 1)  # (N, C * r * r, H, W)，r = 2
y = torch.nn.PixelShuffle(2)(x)
print(y.shape)  # (1, 2, 2, 2)：用通道数换分辨率
print(y[0, 0])  # 通道 0..3 组成输出通道 0 的 2x2 块

# 亚像素卷积：卷积输出 C * r * r 个通道，再由 PixelShuffle 重排
upsample = torch.nn.Sequential(torch.nn.Conv2d(16, 3 * 4, 3, padding=1), torch.nn.PixelShuffle(2))
print(upsample(torch.randn(1, 16, 8, 8)).shape)
print(torch.equal(F.pixel_unshuffle(y, 2), x))  # PixelUnshuffle 恰好还原
