import torch
import torch.nn as nn
from torch.export import Dim

model = nn.Linear(4, 3).eval()
x = torch.randn(8, 4)

static = torch.export.export(model, (x,))
print(static.range_constraints)  # no dynamic dimension

batch = Dim("batch", min=2, max=64)
ep = torch.export.export(model, (x,), dynamic_shapes={"input": {0: batch}})
print(list(ep.range_constraints.values()))

# Find the symbol of the input's first dimension, then its range
placeholder = [n for n in ep.graph.nodes if n.name == "input"][0]
symbol = placeholder.meta["val"].shape[0].node.expr
value_range = ep.range_constraints[symbol]
print(value_range.lower, value_range.upper)
print(ep.module()(torch.randn(64, 4)).shape)
