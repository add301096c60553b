from torch import nn

net = nn.Sequential(nn.Linear(2, 3), nn.ReLU(), nn.Linear(3, 1))


def init(m):
    nn.init.xavier_uniform_(m.weight)  # ReLU 和 Sequential 都没有 weight


net.apply(init)
