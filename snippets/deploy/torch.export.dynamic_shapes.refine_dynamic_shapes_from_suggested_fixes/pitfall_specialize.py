import torch
import torch.nn as nn
from torch.export import Dim, export
from torch.export.dynamic_shapes import refine_dynamic_shapes_from_suggested_fixes


class Flatten(nn.Module):
    def forward(self, x):
        return x.reshape(4, -1)


dynamic_shapes = {"x": {0: Dim("batch")}}
try:
    export(Flatten(), (torch.randn(4, 3),), dynamic_shapes=dynamic_shapes)
except torch._dynamo.exc.UserError as e:
    # The suggested fix is "batch = 4": the dynamic batch is gone
    print(refine_dynamic_shapes_from_suggested_fixes(e.msg, dynamic_shapes))
