from torch import nn

net = nn.Sequential(nn.Linear(2, 3), nn.Sequential(nn.ReLU()))
setattr(net, "1.0", nn.GELU())  # no error: a new child literally named "1.0"
print(net[1][0])
print([name for name, _ in net.named_modules()])

net.set_submodule("1.0", nn.GELU())  # walks the path and replaces the layer
print(net[1][0])
