import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.zeros(1, 3, 8, 8, device=device)  # 3 个输入通道
# 权重写成了 (in_channels, out_channels, kH, kW)，这是转置卷积的布局
weight = torch.zeros(3, 16, 3, 3, device=device)
F.conv2d(x, weight)
