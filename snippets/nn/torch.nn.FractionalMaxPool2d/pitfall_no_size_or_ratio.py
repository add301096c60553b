from torch import nn

nn.FractionalMaxPool2d(2)  # read like nn.MaxPool2d(2)
