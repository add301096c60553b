import torch
import torch.nn as nn
from torch.export import Dim, export


class AtLeast(nn.Module):
    def forward(self, x):
        n = x.shape[0]
        # export rewrites a two-argument max(n, 4) into sym_max; three arguments are
        # compared one by one by Python, which guards on n
        return x.new_zeros(max(n, 4, 5))


export(AtLeast(), (torch.ones(6),), dynamic_shapes={"x": {0: Dim("n")}})
