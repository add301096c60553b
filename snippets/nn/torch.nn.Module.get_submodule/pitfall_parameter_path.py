from torch import nn

net = nn.Sequential(nn.Linear(2, 3), nn.ReLU())
net.get_submodule("0.weight")  # a parameter path, not a module path
