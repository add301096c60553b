import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(2, 4, 10)  # (batch, channels, length)

conv = torch.nn.Conv1d(in_channels=4, out_channels=8, kernel_size=3)
print(conv.weight.shape)  # (out_channels, in_channels // groups, kernel_size)
print(conv(x).shape)  # L_out = (10 - 3) // 1 + 1 = 8
print(torch.nn.Conv1d(4, 8, 3, stride=2)(x).shape)  # (10 - 3) // 2 + 1 = 4
print(torch.nn.Conv1d(4, 8, 3, padding="same")(x).shape)  # 长度保持不变

# 函数式接口需要显式传入权重
print(torch.allclose(F.conv1d(x, conv.weight, conv.bias), conv(x)))
