from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.act = "relu"  # a plain attribute with the same name
        self.add_module("act", nn.ReLU())


Net()
