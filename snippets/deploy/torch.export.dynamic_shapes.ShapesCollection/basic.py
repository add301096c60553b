import torch
import torch.nn as nn
from torch.export import Dim, ShapesCollection, export


class Affine(nn.Module):
    def forward(self, inputs):
        weight, bias = inputs["params"]
        return inputs["x"] @ weight + bias


x = torch.randn(3, 4)
args = ({"x": x, "params": [torch.randn(4, 5), torch.randn(5)]},)

# Attach a spec to the tensor object itself, wherever it sits in args
shapes = ShapesCollection()
shapes[x] = {0: Dim("batch")}
print(shapes.dynamic_shapes(Affine(), args))

ep = export(Affine(), args, dynamic_shapes=shapes)
print(ep.range_constraints)
print(ep.module()({"x": torch.randn(7, 4), "params": args[0]["params"]}).shape)
