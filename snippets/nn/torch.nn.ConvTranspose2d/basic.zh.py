import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(1, 8, 5, 5)

up = torch.nn.ConvTranspose2d(8, 4, kernel_size=3, stride=2, padding=1)
print(up.weight.shape)  # (in_channels, out_channels // groups, kH, kW)：in/out 的位置与 Conv2d 相反
# H_out = (H - 1) * stride - 2 * padding + dilation * (kernel_size - 1) + output_padding + 1
print(up(x).shape)  # (5 - 1) * 2 - 2 + 2 + 0 + 1 = 9
print(torch.nn.ConvTranspose2d(8, 4, 3, stride=2, padding=1, output_padding=1)(x).shape)  # 10
print(torch.nn.ConvTranspose2d(8, 4, kernel_size=4, stride=2, padding=1)(x).shape)  # 正好放大 2 倍：10

# 函数式接口接收的权重布局与此相同
print(torch.allclose(F.conv_transpose2d(x, up.weight, up.bias, stride=2, padding=1), up(x)))
