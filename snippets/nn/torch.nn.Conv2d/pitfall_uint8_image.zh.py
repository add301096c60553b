import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

conv = nn.Conv2d(3, 4, kernel_size=3).to(device)
img = torch.randint(0, 256, (1, 3, 8, 8), dtype=torch.uint8, device=device)  # 原始像素值
print(conv(img.float() / 255).shape)  # 先转换类型并缩放
conv(img)
