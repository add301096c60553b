from torch import nn


class Scale(nn.Module):
    def __init__(self, factor):
        super().__init__()
        self.factor = factor  # 普通属性


print(Scale(0.5), Scale(2.0))  # 两者打印出来完全一样
