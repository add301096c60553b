from torch import nn

net = nn.Sequential(
    nn.Linear(2, 3),
    nn.Sequential(nn.ReLU(), nn.Linear(3, 1)),
)

# the whole tree, the module itself first (its name is the empty string)
for name, module in net.named_modules():
    print(repr(name), type(module).__name__)

print([type(m).__name__ for m in net.modules()])  # the same walk without names
print([name for name, _ in net.named_children()])  # direct children only
print([type(m).__name__ for m in net.children()])

# typical use: find layers by type and reach them by name
linears = [name for name, m in net.named_modules() if isinstance(m, nn.Linear)]
print(linears, net.get_submodule(linears[-1]))
