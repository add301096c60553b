import torch
import torch.nn as nn
from torch.export import Dim

model = nn.Linear(4, 3).eval()
ep = torch.export.export(
    model, (torch.randn(8, 4),), dynamic_shapes={"input": {0: Dim.AUTO}}
)
value_range = list(ep.range_constraints.values())[0]
print(value_range.lower, value_range.upper)
# 批次为 1 低于记录的下界，却没有守卫报错
print(ep.module()(torch.randn(1, 4)).shape)
