from torch import nn

net = nn.Sequential(nn.Linear(2, 3), nn.ReLU())
net.set_submodule("2", nn.GELU())  # typo for "1": a new layer is appended
print(net)

net.set_submodule("3", nn.GELU(), strict=True)  # strict=True refuses to add
