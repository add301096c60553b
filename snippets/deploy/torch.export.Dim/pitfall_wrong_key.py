import torch
import torch.nn as nn
from torch.export import Dim, export


class Net(nn.Module):
    def forward(self, x):
        return x.relu()


# The key must be the forward argument name, "x", not a name of your choosing
export(Net(), (torch.randn(4, 3),), dynamic_shapes={"input": {0: Dim("batch")}})
