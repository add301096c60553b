import torch
import torch.nn as nn
from torch.export import Dim

model = nn.Linear(4, 3).eval()
x = torch.randn(8, 4)

static = torch.export.export(model, (x,))
print(static.range_constraints)  # 没有动态维度

batch = Dim("batch", min=2, max=64)
ep = torch.export.export(model, (x,), dynamic_shapes={"input": {0: batch}})
print(list(ep.range_constraints.values()))

# 找到输入第 0 维的符号，再查它的范围
placeholder = [n for n in ep.graph.nodes if n.name == "input"][0]
symbol = placeholder.meta["val"].shape[0].node.expr
value_range = ep.range_constraints[symbol]
print(value_range.lower, value_range.upper)
print(ep.module()(torch.randn(64, 4)).shape)
