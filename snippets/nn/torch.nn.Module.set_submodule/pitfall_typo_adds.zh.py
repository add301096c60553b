from torch import nn

net = nn.Sequential(nn.Linear(2, 3), nn.ReLU())
net.set_submodule("2", nn.GELU())  # 本想写 "1"：结果追加了一层
print(net)

net.set_submodule("3", nn.GELU(), strict=True)  # strict=True 时不允许新增
