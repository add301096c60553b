import torch
from torch import nn

torch.manual_seed(0)
x = torch.randn(1, 2, 10, 10)

half = nn.FractionalMaxPool2d(3, output_ratio=0.5)  # 10 x 10 变成 5 x 5
print(half(x).shape)
print(nn.FractionalMaxPool2d(2, output_size=(7, 6))(x).shape)  # 任意输出尺寸，不必整除输入

# 每次调用都会随机抽取窗口位置
torch.manual_seed(1)
first = half(x)
torch.manual_seed(1)
print(torch.equal(first, half(x)))  # 相同的随机种子会重复同样的位置
