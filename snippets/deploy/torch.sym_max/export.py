import torch
import torch.nn as nn
from torch.export import Dim, export


class Sizes(nn.Module):
    def forward(self, x):
        n = x.shape[0]  # a SymInt while exporting
        rows = torch.sym_max(n, 4)  # at least 4 rows
        cols = torch.sym_ite(n > 4, n, 2 * n)  # "n if n > 4 else 2 * n", recorded, not decided
        return x.new_zeros(rows, cols), x.sum() / torch.sym_float(n)


ep = export(Sizes(), (torch.ones(6),), dynamic_shapes={"x": {0: Dim("n")}})
print(ep.range_constraints)  # no guard on n: every size is allowed
for size in (2, 9):
    grid, mean = ep.module()(torch.ones(size))
    print(size, tuple(grid.shape), mean.item())
