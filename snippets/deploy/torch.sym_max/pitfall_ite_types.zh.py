import torch
import torch.nn as nn
from torch.export import Dim, export


class AtLeastFour(nn.Module):
    def forward(self, x):
        n = x.shape[0]
        return x.new_zeros(torch.sym_ite(n > 4, n, 4))  # 两个分支：SymInt 和 int


print(AtLeastFour()(torch.ones(6)).shape)  # 即时模式：n 是 int，所以能运行
export(AtLeastFour(), (torch.ones(6),), dynamic_shapes={"x": {0: Dim("n")}})
