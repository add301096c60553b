import torch
import torch.nn as nn
from torch.export import Dim, export


class Sizes(nn.Module):
    def forward(self, x):
        n = x.shape[0]  # 导出时这是一个 SymInt
        rows = torch.sym_max(n, 4)  # 至少 4 行
        cols = torch.sym_ite(n > 4, n, 2 * n)  # 即 "n if n > 4 else 2 * n"，被记录下来而不是当场判定
        return x.new_zeros(rows, cols), x.sum() / torch.sym_float(n)


ep = export(Sizes(), (torch.ones(6),), dynamic_shapes={"x": {0: Dim("n")}})
print(ep.range_constraints)  # n 上没有守卫：任何尺寸都允许
for size in (2, 9):
    grid, mean = ep.module()(torch.ones(size))
    print(size, tuple(grid.shape), mean.item())
