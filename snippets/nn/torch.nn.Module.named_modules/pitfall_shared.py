from torch import nn

act = nn.ReLU()  # one instance reused in two places
net = nn.Sequential(nn.Linear(2, 2), act, nn.Linear(2, 2), act)

print([name for name, _ in net.named_modules()])  # '3' is missing
print([name for name, _ in net.named_modules(remove_duplicate=False)])

# replacing every ReLU by name: the second position keeps the old module
for name, module in list(net.named_modules()):
    if isinstance(module, nn.ReLU):
        net.set_submodule(name, nn.GELU())
print(net)
