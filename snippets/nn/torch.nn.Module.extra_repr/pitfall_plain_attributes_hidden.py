from torch import nn


class Scale(nn.Module):
    def __init__(self, factor):
        super().__init__()
        self.factor = factor  # a plain attribute


print(Scale(0.5), Scale(2.0))  # both print the same
