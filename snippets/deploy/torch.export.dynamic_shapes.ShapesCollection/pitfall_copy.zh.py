import torch
import torch.nn as nn
from torch.export import Dim, ShapesCollection, export

x = torch.randn(3, 4)
shapes = ShapesCollection()
shapes[x] = {0: Dim("batch")}
# 规格属于 x 这个对象；值相同的副本是另一个张量
export(nn.Linear(4, 2), (x.clone(),), dynamic_shapes=shapes)
