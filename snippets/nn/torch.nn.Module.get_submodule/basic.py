from torch import nn

net = nn.Sequential(
    nn.Linear(2, 3),
    nn.Sequential(nn.BatchNorm1d(3), nn.ReLU()),
)

print(net.get_submodule("1.0"))  # dotted path, as in named_modules()
print(net.get_parameter("0.weight").shape)  # as in named_parameters()
print(net.get_buffer("1.0.running_var"))  # as in named_buffers()
print(net.get_submodule("") is net)  # the empty path is the module itself
