from torch import nn

net = nn.Sequential(nn.Linear(2, 3))


def init(m):
    if isinstance(m, nn.Linear):
        nn.init.zeros_(m.bias)


net.apply(init(net))  # 先调用一次 init，再把它返回的 None 传进去；修正：net.apply(init)
