import torch
import torch.nn.functional as F

torch.manual_seed(0)
pool = torch.nn.AdaptiveAvgPool2d(1)  # 全局平均池化

for size in (7, 13):  # 输入尺寸不论多大，输出尺寸都一样
    x = torch.randn(2, 512, size, size)
    print(pool(x).shape)

x = torch.randn(2, 512, 7, 7)
print(torch.allclose(pool(x), x.mean(dim=(2, 3), keepdim=True), atol=1e-6))
print(F.adaptive_avg_pool2d(x, (2, 3)).shape)  # 目标网格可任意指定
print(F.adaptive_avg_pool2d(x, (None, 1)).shape)  # None 表示该维度保持不变
