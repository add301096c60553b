import torch
import torch.nn as nn
from torch.export import Dim, export


class AtLeastFour(nn.Module):
    def forward(self, x):
        n = x.shape[0]
        rows = n if n > 4 else 4  # Python 的 `if` 必须判定 n > 4：产生守卫
        return x.new_zeros(rows)


export(AtLeastFour(), (torch.ones(6),), dynamic_shapes={"x": {0: Dim("n")}})
