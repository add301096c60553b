import torch

scale = torch.tensor([1.0, 2.0])
print(scale * 2 ** 3)          # 浮点数改为乘以 2 的幂
scale << 3                     # 浮点张量不支持移位
