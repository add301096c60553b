from torch import nn

net = nn.Sequential(
    nn.Linear(2, 3),
    nn.Sequential(nn.Linear(3, 3), nn.ReLU()),
)

# replace every ReLU, wherever it is nested
for name, module in list(net.named_modules()):
    if isinstance(module, nn.ReLU):
        net.set_submodule(name, nn.GELU())
print(net)
