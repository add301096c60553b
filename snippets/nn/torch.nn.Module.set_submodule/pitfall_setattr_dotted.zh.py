from torch import nn

net = nn.Sequential(nn.Linear(2, 3), nn.Sequential(nn.ReLU()))
setattr(net, "1.0", nn.GELU())  # 不报错：只是新登记了一个名字就叫 "1.0" 的子模块
print(net[1][0])
print([name for name, _ in net.named_modules()])

net.set_submodule("1.0", nn.GELU())  # 沿路径找到并替换这一层
print(net[1][0])
