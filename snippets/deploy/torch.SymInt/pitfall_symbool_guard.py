import torch
import torch.nn as nn
from torch.export import Dim, export


class Branch(nn.Module):
    def forward(self, x):
        # A Python if on a SymBool becomes a guard on the batch size
        if x.shape[0] > 2:
            return x * 2
        return x


export(Branch(), (torch.randn(4, 3),), dynamic_shapes={"x": {0: Dim("batch")}})
