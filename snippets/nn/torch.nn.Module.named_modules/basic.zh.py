from torch import nn

net = nn.Sequential(
    nn.Linear(2, 3),
    nn.Sequential(nn.ReLU(), nn.Linear(3, 1)),
)

# 遍历整棵树，第一个是模块自身（名字为空字符串）
for name, module in net.named_modules():
    print(repr(name), type(module).__name__)

print([type(m).__name__ for m in net.modules()])  # 同样的遍历，只是不带名字
print([name for name, _ in net.named_children()])  # 只有直接子模块
print([type(m).__name__ for m in net.children()])

# 典型用法：按类型找到层，再按名字取出
linears = [name for name, m in net.named_modules() if isinstance(m, nn.Linear)]
print(linears, net.get_submodule(linears[-1]))
