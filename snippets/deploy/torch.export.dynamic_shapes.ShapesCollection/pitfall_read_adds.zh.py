import torch
import torch.nn as nn
from torch.export import Dim, ShapesCollection, export

x, mask = torch.randn(3, 4), torch.ones(3, 4)
shapes = ShapesCollection()
shapes[x] = {0: Dim("batch")}
# 读取一个还没有规格的张量，会以空规格把它登记进去
print(shapes[mask], len(shapes))
export(nn.Linear(4, 2), (x,), dynamic_shapes=shapes)
