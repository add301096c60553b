import torch
from torch import nn

torch.manual_seed(0)
net = nn.Sequential(
    nn.Linear(2, 3),
    nn.Sequential(nn.ReLU(), nn.Linear(3, 1)),
)

visited = []
net.apply(lambda m: visited.append(type(m).__name__))
print(visited)  # children first, the module itself last


def init_weights(m):
    if isinstance(m, nn.Linear):  # fn sees every module: pick the ones you mean
        nn.init.ones_(m.weight)
        nn.init.zeros_(m.bias)


result = net.apply(init_weights)
print(result is net)  # returns the module itself, so it can be chained
print(net[1][1].weight, net[1][1].bias)
