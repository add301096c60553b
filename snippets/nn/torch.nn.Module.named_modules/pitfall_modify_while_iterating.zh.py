from torch import nn

net = nn.Sequential(nn.Linear(2, 2), nn.ReLU())

# named_modules() 是直接遍历模块树的生成器
for _, module in net.named_modules():
    if isinstance(module, nn.Linear):
        net.add_module("head", nn.Linear(2, 1))  # 修正：遍历 list(net.named_modules())
