from torch import nn

net = nn.Sequential(nn.Linear(2, 3), nn.ReLU(), nn.Linear(3, 1))

modules = net.named_modules()
print(len(list(modules)))  # 4：Sequential 自身加上三层
print(len(list(modules)))  # 0：生成器已经用完

layers = dict(net.named_modules())  # 需要反复按名字查找时，先转成 dict
print(list(layers))
