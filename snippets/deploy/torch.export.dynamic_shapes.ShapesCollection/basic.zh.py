import torch
import torch.nn as nn
from torch.export import Dim, ShapesCollection, export


class Affine(nn.Module):
    def forward(self, inputs):
        weight, bias = inputs["params"]
        return inputs["x"] @ weight + bias


x = torch.randn(3, 4)
args = ({"x": x, "params": [torch.randn(4, 5), torch.randn(5)]},)

# 把规格挂在张量对象本身上，不管它在 args 里的哪个位置
shapes = ShapesCollection()
shapes[x] = {0: Dim("batch")}
print(shapes.dynamic_shapes(Affine(), args))

ep = export(Affine(), args, dynamic_shapes=shapes)
print(ep.range_constraints)
print(ep.module()({"x": torch.randn(7, 4), "params": args[0]["params"]}).shape)
