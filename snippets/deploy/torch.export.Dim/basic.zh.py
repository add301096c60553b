import torch
import torch.nn as nn
from torch.export import Dim, export


class Scorer(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(8, 1)

    def forward(self, tokens, mask):
        return (self.fc(tokens).squeeze(-1) * mask).sum(-1)


batch = Dim("batch", min=1, max=256)
seq = Dim("seq", min=4, max=512)

# 每个尺寸对应一个 Dim 对象：tokens 和 mask 共用这两个 Dim，所以它们的大小必须一致
dynamic_shapes = {"tokens": {0: batch, 1: seq}, "mask": {0: batch, 1: seq}}
example = (torch.randn(2, 16, 8), torch.ones(2, 16))
ep = export(Scorer().eval(), example, dynamic_shapes=dynamic_shapes)
print(ep.range_constraints)

out = ep.module()(torch.randn(5, 40, 8), torch.ones(5, 40))
print(out.shape)

# Dim.AUTO：交给 export 决定；Dim.STATIC：保持示例的大小
auto = export(Scorer().eval(), example, dynamic_shapes={"tokens": {0: Dim.AUTO}, "mask": {0: Dim.AUTO}})
print(auto.range_constraints)
