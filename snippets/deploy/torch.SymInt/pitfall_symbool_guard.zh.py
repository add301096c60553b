import torch
import torch.nn as nn
from torch.export import Dim, export


class Branch(nn.Module):
    def forward(self, x):
        # 对 SymBool 写 Python if，会在批次大小上生成一个守卫
        if x.shape[0] > 2:
            return x * 2
        return x


export(Branch(), (torch.randn(4, 3),), dynamic_shapes={"x": {0: Dim("batch")}})
