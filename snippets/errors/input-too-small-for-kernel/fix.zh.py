import torch
import torch.nn as nn

stages = [nn.Sequential(nn.Conv2d(3 if i == 0 else 8, 8, 3, padding=1), nn.MaxPool2d(2)) for i in range(4)]
x = torch.zeros(1, 3, 8, 8)
for i, stage in enumerate(stages[:3]):  # 打印每个阶段之后的形状，看看是在哪里缩小的
    x = stage(x)
    print(i, tuple(x.shape))
head = nn.Sequential(nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(8, 10))  # 任意 >= 1 的空间尺寸
print(head(x).shape)
