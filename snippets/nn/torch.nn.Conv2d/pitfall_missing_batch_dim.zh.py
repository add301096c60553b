import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

conv = nn.Conv2d(1, 4, kernel_size=3).to(device)  # 灰度输入
batch = torch.rand(16, 28, 28, device=device)  # 16 张图像，漏掉了通道维
print(conv(batch.unsqueeze(1)).shape)  # (16, 1, 28, 28) 可以正常运行
conv(batch)  # 被当成一张 16 通道的图像
