from torch import nn


class Net(nn.Module):
    def __init__(self, depth):
        super().__init__()
        for i in range(depth):
            # 名字在运行时才确定：add_module 与 setattr 效果相同
            self.add_module(f"layer{i}", nn.Linear(2, 2))
        self.register_module("head", nn.Linear(2, 1))  # 完全相同的另一个写法


net = Net(2)
print([name for name, _ in net.named_children()])
print(net.layer1 is net.get_submodule("layer1"))
net.add_module("head", None)  # 已登记的名字可以设为 None
print(list(net.state_dict()))
