import torch
from torch import nn

torch.manual_seed(0)
decoder = nn.Sequential(
    nn.Linear(8, 3 * 4 * 4),
    nn.Unflatten(1, (3, 4, 4)),  # (N, 48) -> (N, 3, 4, 4)
)
print(decoder(torch.randn(5, 8)).shape)

x = torch.randn(2, 12)
print(nn.Unflatten(1, (3, -1))(x).shape)  # 可以有一个尺寸写 -1：自动推断为 4
print(nn.Unflatten(-1, (2, 6))(x).shape)  # 负数维度从末尾数起

y = nn.Unflatten(1, (3, 4))(x)
print(y._base is x)  # 返回视图，不复制数据
print(nn.Unflatten(1, (3, 4)))
