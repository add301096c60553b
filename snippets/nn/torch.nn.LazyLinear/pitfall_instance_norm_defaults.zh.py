import torch
from torch import nn

torch.manual_seed(0)
plain = nn.InstanceNorm2d(3)
lazy = nn.LazyInstanceNorm2d()
print(plain.affine, plain.track_running_stats)
print(lazy.affine, lazy.track_running_stats)  # 默认值不同

x = torch.randn(4, 3, 5, 5) * 3 + 2
plain(x)
lazy(x)  # 训练时，惰性版本还会更新滑动统计量
plain.eval()
lazy.eval()
y = torch.randn(1, 3, 5, 5) * 3 + 2
print(round(plain(y).mean().item(), 4))  # 用 y 自身的统计量归一化
print(round(lazy(y).mean().item(), 4))  # 改用滑动统计量归一化
