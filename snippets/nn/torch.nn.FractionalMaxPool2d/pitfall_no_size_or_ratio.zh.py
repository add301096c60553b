from torch import nn

nn.FractionalMaxPool2d(2)  # 照着 nn.MaxPool2d(2) 的写法
