from torch import nn

net = nn.Sequential(nn.Linear(2, 3))


def init(m):
    if isinstance(m, nn.Linear):
        nn.init.zeros_(m.bias)


net.apply(init(net))  # calls init once and passes its None; fix: net.apply(init)
