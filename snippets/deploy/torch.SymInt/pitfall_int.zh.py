import math

import torch
import torch.nn as nn
from torch.export import Dim, export


class Scale(nn.Module):
    def forward(self, x):
        # math.sqrt 需要真正的 float，于是尺寸被当成常数 4 读取
        return x / math.sqrt(x.shape[0])


export(Scale(), (torch.randn(4, 3),), dynamic_shapes={"x": {0: Dim("batch")}})
