import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(
    nn.LazyConv2d(8, 3),  # 自动推断 in_channels
    nn.Flatten(),
    nn.LazyLinear(10),  # 自动推断 in_features
)
print(model[2])  # 第一次前向之前 in_features=0
print(nn.parameter.is_lazy(model[2].weight))

optimizer = torch.optim.SGD(model.parameters(), lr=0.1)  # 优化器可以在假批次之前创建
model(torch.randn(1, 3, 16, 16))  # 用一个假批次跑一遍，所有参数都会被实际创建
print(model)  # 类已经变成 Conv2d 和 Linear
print(model[2].weight.shape)
print(sum(p.numel() for p in model.parameters()))
print(optimizer.param_groups[0]["params"][2] is model[2].weight)  # 它持有的就是同一个、现已实际创建的权重
