from torch import nn

act = nn.ReLU()  # 同一个实例用在两个位置
net = nn.Sequential(nn.Linear(2, 2), act, nn.Linear(2, 2), act)

print([name for name, _ in net.named_modules()])  # 没有 '3'
print([name for name, _ in net.named_modules(remove_duplicate=False)])

# 按名字替换所有 ReLU：第二个位置仍是原来的模块
for name, module in list(net.named_modules()):
    if isinstance(module, nn.ReLU):
        net.set_submodule(name, nn.GELU())
print(net)
