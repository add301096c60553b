import torch
import torch.nn.functional as F

torch.manual_seed(0)
clip = torch.randn(2, 3, 8, 32, 32)  # (N, C, D/T, H, W)：2 段视频，每段 8 帧 RGB

conv = torch.nn.Conv3d(3, 16, kernel_size=3, padding=1)
print(conv.weight.shape)  # (out_channels, in_channels // groups, kD, kH, kW)
print(conv(clip).shape)  # padding=1 时 D、H、W 都保持不变

# 按维度分别设置：时间维不做混合，空间维下采样 2 倍
spatial = torch.nn.Conv3d(3, 16, kernel_size=(1, 3, 3), stride=(1, 2, 2), padding=(0, 1, 1))
print(spatial(clip).shape)

print(torch.allclose(F.conv3d(clip, conv.weight, conv.bias, padding=1), conv(clip), atol=1e-5))
