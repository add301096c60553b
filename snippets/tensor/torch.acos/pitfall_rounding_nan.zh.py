import torch
import torch.nn.functional as F

torch.manual_seed(0)
u = F.normalize(torch.randn(3, 64), dim=1)   # 单位向量
cos = (u * u).sum(dim=1)                     # 与自身的点积：精确计算应为 1
print(cos - 1)                               # 舍入误差让其中一个略大于 1
print(torch.acos(cos))                       # 悄悄得到 NaN

print(torch.acos(cos.clamp(-1.0, 1.0)))      # 先夹到定义域内
