import torch
import torch.nn as nn
from torch.export import Dim, export


class AtLeastFour(nn.Module):
    def forward(self, x):
        n = x.shape[0]
        rows = n if n > 4 else 4  # Python's `if` must decide n > 4: a guard
        return x.new_zeros(rows)


export(AtLeastFour(), (torch.ones(6),), dynamic_shapes={"x": {0: Dim("n")}})
