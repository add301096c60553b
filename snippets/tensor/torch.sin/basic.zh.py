import math

import torch

x = torch.tensor([0.0, math.pi / 6, math.pi / 2])
print(torch.sin(x))                       # 弧度
print(torch.tensor([0, 1, 2]).sin())      # 整数输入得到 float32

# 正弦位置编码（偶数列）
position = torch.arange(4).unsqueeze(1)                 # (4, 1)
freq = 10000 ** (-torch.arange(0, 4, 2) / 4)            # (2,)
print(torch.sin(position * freq))                       # 广播得到 (4, 2)
