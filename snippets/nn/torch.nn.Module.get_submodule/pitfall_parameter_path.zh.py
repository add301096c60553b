from torch import nn

net = nn.Sequential(nn.Linear(2, 3), nn.ReLU())
net.get_submodule("0.weight")  # 这是参数的路径，不是模块的路径
