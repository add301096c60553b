import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
conv = nn.Conv2d(in_channels=3, out_channels=8, kernel_size=3, padding=1).to(device)
print(conv.weight.shape)  # (out_channels, in_channels // groups, kH, kW)

x = torch.randn(2, 3, 32, 32, device=device)  # (N, C, H, W)
print(conv(x).shape)  # padding=1 时保持 32x32

down = nn.Conv2d(3, 8, kernel_size=3, stride=2, padding=1).to(device)
print(down(x).shape)  # floor((32 + 2*1 - 3) / 2) + 1 = 16

same = nn.Conv2d(3, 8, kernel_size=5, padding="same").to(device)
print(same(x).shape)
print(conv(torch.randn(3, 32, 32, device=device)).shape)  # 三维输入 = 一张不带批次维的图像
