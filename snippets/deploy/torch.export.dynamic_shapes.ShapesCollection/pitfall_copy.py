import torch
import torch.nn as nn
from torch.export import Dim, ShapesCollection, export

x = torch.randn(3, 4)
shapes = ShapesCollection()
shapes[x] = {0: Dim("batch")}
# The spec belongs to the object x; a copy with equal values is another tensor
export(nn.Linear(4, 2), (x.clone(),), dynamic_shapes=shapes)
