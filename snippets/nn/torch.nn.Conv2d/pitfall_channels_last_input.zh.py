import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

conv = nn.Conv2d(3, 8, kernel_size=3).to(device)
image = torch.rand(1, 32, 32, 3, device=device)  # PIL/NumPy 读入的是 (N, H, W, C)
print(conv(image.permute(0, 3, 1, 2)).shape)  # 修正：把通道移到第 1 维
conv(image)
