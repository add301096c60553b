from torch import nn


class Net(nn.Module):
    def __init__(self, depth):
        super().__init__()
        for i in range(depth):
            # names built at run time: add_module is the same as setattr
            self.add_module(f"layer{i}", nn.Linear(2, 2))
        self.register_module("head", nn.Linear(2, 1))  # an identical spelling


net = Net(2)
print([name for name, _ in net.named_children()])
print(net.layer1 is net.get_submodule("layer1"))
net.add_module("head", None)  # a registered name can be set to None
print(list(net.state_dict()))
