import torch
import torch.nn as nn
from torch.export import Dim, export
from torch.export.dynamic_shapes import refine_dynamic_shapes_from_suggested_fixes


class Add(nn.Module):
    def forward(self, x, y):
        return x + y


args = (torch.randn(4, 3), torch.randn(4, 3))
dynamic_shapes = {"x": {0: Dim("dx")}, "y": {0: Dim("dy")}}
try:
    export(Add(), args, dynamic_shapes=dynamic_shapes)
except Exception as e:
    # str(e) 末尾有一段关于 draft_export 的提示，被当成又一条"修复"来解析
    refine_dynamic_shapes_from_suggested_fixes(str(e), dynamic_shapes)
