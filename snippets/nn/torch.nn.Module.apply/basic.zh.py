import torch
from torch import nn

torch.manual_seed(0)
net = nn.Sequential(
    nn.Linear(2, 3),
    nn.Sequential(nn.ReLU(), nn.Linear(3, 1)),
)

visited = []
net.apply(lambda m: visited.append(type(m).__name__))
print(visited)  # 先访问子模块，最后才是模块自身


def init_weights(m):
    if isinstance(m, nn.Linear):  # fn 会收到每一个模块，需要自己筛选
        nn.init.ones_(m.weight)
        nn.init.zeros_(m.bias)


result = net.apply(init_weights)
print(result is net)  # 返回模块自身，可以链式调用
print(net[1][1].weight, net[1][1].bias)
