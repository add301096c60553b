import math

import torch

lengths = torch.tensor([2.5, 1.0, 3.2])

print(torch.ceil(lengths))     # 在张量上逐元素计算
math.ceil(lengths)             # math.ceil 只接受单个数
