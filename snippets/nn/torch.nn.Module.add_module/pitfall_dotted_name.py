from torch import nn

net = nn.Module()
net.add_module("encoder.proj", nn.Linear(2, 2))
