from torch import nn

net = nn.Sequential(nn.Linear(2, 2), nn.ReLU())

# named_modules() is a generator over the live module tree
for _, module in net.named_modules():
    if isinstance(module, nn.Linear):
        net.add_module("head", nn.Linear(2, 1))  # fix: iterate over list(net.named_modules())
