import torch
import torch.nn as nn
from torch.export import Dim, export


class Flatten(nn.Module):
    def forward(self, x):
        return x.reshape(4, -1)  # 把批次大小写死了


export(Flatten(), (torch.randn(4, 3),), dynamic_shapes={"x": {0: Dim("batch")}})
