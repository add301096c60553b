from torch import nn

net = nn.Sequential(nn.Linear(2, 3), nn.ReLU(), nn.Linear(3, 1))


def init(m):
    nn.init.xavier_uniform_(m.weight)  # ReLU and Sequential have no weight


net.apply(init)
