import torch
import torch.nn as nn
from torch.export import Dim, export


class AtLeast(nn.Module):
    def forward(self, x):
        n = x.shape[0]
        # export 会把两个参数的 max(n, 4) 改写成 sym_max；三个参数时由 Python
        # 逐个比较，从而在 n 上产生守卫
        return x.new_zeros(max(n, 4, 5))


export(AtLeast(), (torch.ones(6),), dynamic_shapes={"x": {0: Dim("n")}})
