import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
conv = torch.nn.Conv2d(in_channels=3, out_channels=8, kernel_size=3, padding=1).to(device)
print(conv.weight.shape, conv.bias.shape)  # 正是 F.conv2d 期望的布局

x = torch.randn(2, 3, 5, 5, device=device)
out = F.conv2d(x, conv.weight, conv.bias, padding=1)
print(out.shape, torch.allclose(out, conv(x)))

# groups=C_in，每个卷积核只有 C_in / groups = 1 个输入通道：即深度卷积（depthwise）
depthwise = torch.randn(3, 1, 3, 3, device=device)
print(F.conv2d(x, depthwise, padding=1, groups=3).shape)
