import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.arange(16.0, device=device).view(1, 1, 4, 4)  # (N, C_in, H, W)
weight = torch.ones(1, 1, 2, 2, device=device)         # (C_out, C_in / groups, kH, kW)

print(F.conv2d(x, weight))                 # (1, 1, 3, 3)：各 2x2 窗口之和
print(F.conv2d(x, weight, stride=2))       # (1, 1, 2, 2)
print(F.conv2d(x, weight, padding=1).shape)

# 每个空间维度的输出尺寸：(H + 2*padding - dilation*(k-1) - 1) // stride + 1
x3 = torch.zeros(2, 3, 8, 8, device=device)
w3 = torch.zeros(16, 3, 3, 3, device=device)
b3 = torch.zeros(16, device=device)
print(F.conv2d(x3, w3, b3, stride=2, padding=1).shape)
