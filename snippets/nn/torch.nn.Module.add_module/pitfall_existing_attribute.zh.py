from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.act = "relu"  # 同名的普通属性
        self.add_module("act", nn.ReLU())


Net()
