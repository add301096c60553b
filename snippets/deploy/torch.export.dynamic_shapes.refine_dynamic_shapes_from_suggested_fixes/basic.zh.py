import torch
import torch.nn as nn
from torch.export import Dim, export
from torch.export.dynamic_shapes import refine_dynamic_shapes_from_suggested_fixes


class Shift(nn.Module):
    def forward(self, x, y):
        return x[1:] + y


args = (torch.randn(5, 3), torch.randn(4, 3))
dynamic_shapes = {"x": {0: Dim("dx")}, "y": {0: Dim("dy")}}
try:
    ep = export(Shift(), args, dynamic_shapes=dynamic_shapes)
except torch._dynamo.exc.UserError as e:
    # 用 e.msg 而不是 str(e)：不带末尾提示段落的消息
    print(e.msg[e.msg.index("Suggested fixes"):])
    dynamic_shapes = refine_dynamic_shapes_from_suggested_fixes(e.msg, dynamic_shapes)
    print(dynamic_shapes)
    ep = export(Shift(), args, dynamic_shapes=dynamic_shapes)

print(ep.range_constraints)
print(ep.module()(torch.randn(9, 3), torch.randn(8, 3)).shape)
