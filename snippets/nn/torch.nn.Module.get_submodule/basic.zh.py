from torch import nn

net = nn.Sequential(
    nn.Linear(2, 3),
    nn.Sequential(nn.BatchNorm1d(3), nn.ReLU()),
)

print(net.get_submodule("1.0"))  # 点号路径，与 named_modules() 中的名字一致
print(net.get_parameter("0.weight").shape)  # 与 named_parameters() 中的名字一致
print(net.get_buffer("1.0.running_var"))  # 与 named_buffers() 中的名字一致
print(net.get_submodule("") is net)  # 空路径就是模块自身
