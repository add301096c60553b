import torch
import torch.nn as nn

# 四个步长为 2 的阶段，是为更大的图像设计的。
features = nn.Sequential(*[nn.Sequential(nn.Conv2d(3 if i == 0 else 8, 8, 3, padding=1), nn.MaxPool2d(2)) for i in range(4)])
x = torch.zeros(1, 3, 8, 8)  # 小图像：8 -> 4 -> 2 -> 1 -> 0
features(x)
