from torch import nn

net = nn.Sequential(nn.Linear(2, 3), nn.ReLU(), nn.Linear(3, 1))

modules = net.named_modules()
print(len(list(modules)))  # 4: the Sequential itself and its three layers
print(len(list(modules)))  # 0: the generator is used up

layers = dict(net.named_modules())  # keep a dict to look names up repeatedly
print(list(layers))
