import torch
import torch.nn as nn
from torch.export import Dim, export


class Net(nn.Module):
    def forward(self, x):
        return x.relu()


# 键必须是 forward 的参数名 "x"，不能自己随便起名
export(Net(), (torch.randn(4, 3),), dynamic_shapes={"input": {0: Dim("batch")}})
