import torch
import torch.nn as nn
from torch.export import Dim, ShapesCollection, export

x, mask = torch.randn(3, 4), torch.ones(3, 4)
shapes = ShapesCollection()
shapes[x] = {0: Dim("batch")}
# Looking up a tensor that has no spec yet registers it with an empty one
print(shapes[mask], len(shapes))
export(nn.Linear(4, 2), (x,), dynamic_shapes=shapes)
