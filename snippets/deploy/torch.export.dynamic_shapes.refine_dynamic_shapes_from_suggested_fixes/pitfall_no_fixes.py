import torch
import torch.nn as nn
from torch.export import Dim, export
from torch.export.dynamic_shapes import refine_dynamic_shapes_from_suggested_fixes


class Sign(nn.Module):
    def forward(self, x):
        return x + 1 if x.sum() > 0 else x - 1


dynamic_shapes = {"x": {0: Dim("batch")}}
try:
    export(Sign(), (torch.randn(4),), dynamic_shapes=dynamic_shapes)
except Exception as e:
    print(type(e).__name__)
    refine_dynamic_shapes_from_suggested_fixes(str(e), dynamic_shapes)
